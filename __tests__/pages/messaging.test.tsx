import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MessagingPage from '@/app/messaging/page';
import { thread } from '@/data/messaging';

function conversationButtons() {
  return within(screen.getByRole('region', { name: 'Conversations' })).getAllByRole('button');
}

/** The message pane is labelled by its heading, the selected conversation's name. */
function expectPaneFor(name: string) {
  const pane = screen.getByRole('region', { name });
  expect(within(pane).getByRole('heading', { level: 2 })).toHaveTextContent(name);
}

function expectSameThread() {
  const messages = within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem');
  expect(messages).toHaveLength(2);
  thread.forEach((message, index) => expect(messages[index]).toHaveTextContent(message.text));
}

describe('Messaging page', () => {
  it('has one h1', () => {
    render(<MessagingPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('lists three conversations with name, last message, time, unread count and avatar', () => {
    render(<MessagingPage />);
    const buttons = conversationButtons();
    expect(buttons).toHaveLength(3);
    expect(buttons[0]).toHaveAccessibleName(
      'Sakura Synergy 2m ago Circling back on that $LEWD airdrop, per my last DM 2 unread',
    );
    expect(buttons[1]).toHaveTextContent('1h ago');
    expect(buttons[1]).toHaveTextContent('1 unread');
    expect(buttons[2]).not.toHaveTextContent('unread');
    buttons.forEach((button) => expect(button.querySelector('img')).toHaveAttribute('width', '48'));
  });

  it('selects the first conversation by default', () => {
    render(<MessagingPage />);
    const [first, second, third] = conversationButtons();
    expect(first).toHaveAttribute('aria-pressed', 'true');
    expect(second).toHaveAttribute('aria-pressed', 'false');
    expect(third).toHaveAttribute('aria-pressed', 'false');
    expectPaneFor('Sakura Synergy');
    expectSameThread();
  });

  it('selecting another conversation by click moves the highlight and the pane heading, not the thread', async () => {
    const user = userEvent.setup();
    render(<MessagingPage />);
    await user.click(screen.getByRole('button', { name: /^Hana Hodlsworth/ }));

    const [first, , third] = conversationButtons();
    expect(third).toHaveAttribute('aria-pressed', 'true');
    expect(first).toHaveAttribute('aria-pressed', 'false');
    expectPaneFor('Hana Hodlsworth');
    expect(screen.queryByRole('region', { name: 'Sakura Synergy' })).toBeNull();
    expectSameThread();
  });

  it('selects with the keyboard: Tab to a conversation, then Enter or Space', async () => {
    const user = userEvent.setup();
    render(<MessagingPage />);
    screen.getByRole('searchbox', { name: 'Search messages' }).focus();

    await user.tab();
    await user.tab();
    const second = screen.getByRole('button', { name: /^Recruiter-chan/ });
    expect(second).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(second).toHaveAttribute('aria-pressed', 'true');
    expectPaneFor('Recruiter-chan');

    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: /^Hana Hodlsworth/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(second).toHaveAttribute('aria-pressed', 'false');
    expectPaneFor('Hana Hodlsworth');
  });

  it('Enter in the send and search inputs adds nothing', async () => {
    // Typed without a timer per key, which a busy machine stretches (see waifu-moments.test.tsx).
    const user = userEvent.setup({ delay: null });
    const { container } = render(<MessagingPage />);
    expect(container.querySelector('form')).toBeNull();

    const composer = screen.getByRole('textbox', { name: 'Write a message' });
    await user.type(composer, 'ser, this is a Wendy’s{Enter}');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const search = screen.getByRole('searchbox', { name: 'Search messages' });
    await user.type(search, 'rizz{Enter}');

    expectSameThread();
    expect(composer).toHaveValue('ser, this is a Wendy’s');
    expect(conversationButtons()).toHaveLength(3);
    expect(screen.queryByText(/Wendy’s/)).toBeNull();
    expectPaneFor('Sakura Synergy');
  });
});
