import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MessagingPage from '@/app/(site)/messaging/page';
import { fill, siteContent } from '@/lib/content';

const { messaging } = siteContent();
const { conversations, thread } = messaging;
const first = conversations[0]!;
const second = conversations[1]!;
const last = conversations[conversations.length - 1]!;
const startingWith = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

function conversationButtons() {
  return within(screen.getByRole('region', { name: messaging.conversationsHeading })).getAllByRole(
    'button',
  );
}

/** The message pane is labelled by its heading, the selected conversation's name. */
function expectPaneFor(name: string) {
  const pane = screen.getByRole('region', { name });
  expect(within(pane).getByRole('heading', { level: 2 })).toHaveTextContent(name);
  expect(within(pane).getByText(messaging.status)).toBeInTheDocument();
}

/** The same thread whoever is selected; their name on their messages, "You" on the visitor's. */
function expectSameThread(name: string) {
  const list = screen.getByRole('list', { name: messaging.messagesLabel });
  const messages = within(list).getAllByRole('listitem');
  expect(messages).toHaveLength(thread.length);
  thread.forEach((message, index) => {
    const author = message.from === 'you' ? messaging.you : name;
    expect(messages[index]!.textContent).toBe(
      `${author} ${fill(messaging.sentAt, { time: message.time })}${message.text}`,
    );
  });
}

describe('Messaging page', () => {
  it('has one h1', () => {
    render(<MessagingPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: messaging.heading })).toBeInTheDocument();
    expect(screen.getByText(messaging.intro)).toBeInTheDocument();
  });

  it('lists every conversation with name, last message, time, unread count and avatar', () => {
    render(<MessagingPage />);
    const buttons = conversationButtons();
    expect(buttons).toHaveLength(conversations.length);
    conversations.forEach(({ name, time, lastMessage, unread }, index) => {
      const unreadText = unread > 0 ? ` ${unread} ${messaging.unread}` : '';
      expect(buttons[index]).toHaveAccessibleName(`${name} ${time} ${lastMessage}${unreadText}`);
      expect(buttons[index]!.querySelector('img')).toHaveAttribute('width', '48');
    });
  });

  it('selects the first conversation by default', () => {
    render(<MessagingPage />);
    conversationButtons().forEach((button, index) =>
      expect(button).toHaveAttribute('aria-pressed', String(index === 0)),
    );
    expectPaneFor(first.name);
    expectSameThread(first.name);
  });

  it('selecting another conversation by click moves the highlight and the pane heading, not the thread', async () => {
    const user = userEvent.setup();
    render(<MessagingPage />);
    await user.click(screen.getByRole('button', { name: startingWith(last.name) }));

    const buttons = conversationButtons();
    expect(buttons.at(-1)).toHaveAttribute('aria-pressed', 'true');
    expect(buttons[0]).toHaveAttribute('aria-pressed', 'false');
    expectPaneFor(last.name);
    expect(screen.queryByRole('region', { name: first.name })).toBeNull();
    expectSameThread(last.name);
  });

  it('selects with the keyboard: Tab to a conversation, then Enter or Space', async () => {
    const user = userEvent.setup();
    render(<MessagingPage />);
    screen.getByRole('searchbox', { name: messaging.searchLabel }).focus();
    const [firstButton, secondButton] = conversationButtons();

    await user.tab();
    await user.tab();
    expect(secondButton).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(secondButton).toHaveAttribute('aria-pressed', 'true');
    expectPaneFor(second.name);

    await user.tab({ shift: true });
    expect(firstButton).toHaveFocus();
    await user.keyboard(' ');
    expect(firstButton).toHaveAttribute('aria-pressed', 'true');
    expect(secondButton).toHaveAttribute('aria-pressed', 'false');
    expectPaneFor(first.name);
  });

  it('Enter in the send and search inputs adds nothing', async () => {
    // Typed without a timer per key, which a busy machine stretches (see waifu-moments.test.tsx).
    const user = userEvent.setup({ delay: null });
    const { container } = render(<MessagingPage />);
    expect(container.querySelector('form')).toBeNull();

    const composer = screen.getByRole('textbox', { name: messaging.write });
    expect(composer).toHaveAttribute('placeholder', messaging.writePlaceholder);
    await user.type(composer, 'ser, this is a Wendy’s{Enter}');
    await user.click(screen.getByRole('button', { name: messaging.send }));
    await user.click(screen.getByRole('button', { name: messaging.attach }));
    const search = screen.getByRole('searchbox', { name: messaging.searchLabel });
    expect(search).toHaveAttribute('placeholder', messaging.searchPlaceholder);
    await user.type(search, 'rizz{Enter}');

    expectSameThread(first.name);
    expect(composer).toHaveValue('ser, this is a Wendy’s');
    expect(conversationButtons()).toHaveLength(conversations.length);
    expect(screen.queryByText(/Wendy’s/)).toBeNull();
    expectPaneFor(first.name);
  });
});
