import { useLayoutEffect } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WaifuMoments } from '@/components/home/waifu-moments';
import { shareProps } from './share-props';
import type { WaifuMoment } from '@/data/home';

const samples: WaifuMoment[] = [
  { id: 'sample-1', author: 'Rin', time: '2h', text: 'Rin made 3 waifus before lunch.' },
];

function renderMoments(initialMoments = samples) {
  // No timer between keystrokes: with one per key (the default) a busy machine starved the
  // typing tests past Jest's 5 s; the events and their order are the same.
  const user = userEvent.setup({ delay: null });
  render(
    <WaifuMoments
      initialMoments={initialMoments}
      avatar={null}
      actions={<button type="button">Add Image</button>}
      share={shareProps}
    />,
  );
  return user;
}

const prompt = () => screen.getByRole('button', { name: /start a post/i });
const momentsList = () =>
  within(screen.getByRole('region', { name: 'Recent Waifu Moments' })).getByRole('list');

async function fillForm(user: ReturnType<typeof userEvent.setup>, values = {}) {
  const v = { name: 'Mei', skill: 'Synergy', activity: 'naps', waifus: '3', art: '2', ...values };
  await user.type(screen.getByLabelText('Name'), v.name);
  await user.type(screen.getByLabelText('Skill'), v.skill);
  await user.type(screen.getByLabelText('Favorite activity'), v.activity);
  await user.clear(screen.getByLabelText('Waifus Made Today'));
  await user.type(screen.getByLabelText('Waifus Made Today'), v.waifus);
  await user.clear(screen.getByLabelText('Lewd Art Created Today'));
  await user.type(screen.getByLabelText('Lewd Art Created Today'), v.art);
}

describe('WaifuMoments composer', () => {
  it('keeps the form closed until the prompt is clicked, then focuses the name field', async () => {
    const user = renderMoments();
    expect(screen.queryByRole('form', { name: /share a waifu moment/i })).not.toBeInTheDocument();
    expect(prompt()).toHaveAttribute('aria-expanded', 'false');

    await user.click(prompt());

    expect(screen.getByRole('form', { name: /share a waifu moment/i })).toBeVisible();
    expect(prompt()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText('Name')).toHaveFocus();
  });

  it('closes on Cancel without posting and returns focus to the prompt', async () => {
    const user = renderMoments();
    await user.click(prompt());
    await user.type(screen.getByLabelText('Name'), 'Draft');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(prompt()).toHaveFocus();
    expect(within(momentsList()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('gives every field a visible label, required, and the browser bounds', async () => {
    const user = renderMoments();
    await user.click(prompt());

    for (const label of ['Name', 'Skill', 'Favorite activity']) {
      expect(screen.getByLabelText(label)).toBeRequired();
      expect(screen.getByLabelText(label)).toHaveAttribute('type', 'text');
    }
    const waifus = screen.getByLabelText('Waifus Made Today');
    expect(waifus).toBeRequired();
    expect(waifus).toHaveAttribute('type', 'number');
    expect(waifus).toHaveAttribute('min', '1');
    expect(waifus).toHaveAttribute('max', '20');
    expect(waifus).toHaveValue(1);
    const art = screen.getByLabelText('Lewd Art Created Today');
    expect(art).toBeRequired();
    expect(art).toHaveAttribute('min', '0');
    expect(art).not.toHaveAttribute('max');
    expect(art).toHaveValue(0);
    expect(screen.getByRole('button', { name: 'Submit for Review' })).toHaveAttribute(
      'type',
      'submit',
    );
  });

  it('posts one sentence naming all five values at the top of the list, then closes', async () => {
    const user = renderMoments();
    await user.click(prompt());
    await fillForm(user, { name: 'Mei Kawaii', activity: 'napping through the all-hands' });

    await user.click(screen.getByRole('button', { name: 'Submit for Review' }));

    const items = within(momentsList()).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(
      'Mei Kawaii, our resident Synergy expert, made 3 waifus and 2 pieces of lewd art today, and still found time for napping through the all-hands.',
    );
    expect(items[1]).toHaveTextContent('Rin made 3 waifus before lunch.');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(prompt()).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(/posted to the top of recent waifu/i);
  });

  it('resets the form to its defaults after a submit', async () => {
    const user = renderMoments();
    await user.click(prompt());
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Submit for Review' }));

    await user.click(prompt());

    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Skill')).toHaveValue('');
    expect(screen.getByLabelText('Favorite activity')).toHaveValue('');
    expect(screen.getByLabelText('Waifus Made Today')).toHaveValue(1);
    expect(screen.getByLabelText('Lewd Art Created Today')).toHaveValue(0);
  });

  it('keeps the draft after Cancel', async () => {
    const user = renderMoments();
    await user.click(prompt());
    await user.type(screen.getByLabelText('Name'), 'Draft');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await user.click(prompt());

    expect(screen.getByLabelText('Name')).toHaveValue('Draft');
  });

  it('does not post while a required field is empty or a bound is broken', async () => {
    const user = renderMoments();
    await user.click(prompt());
    await user.click(screen.getByRole('button', { name: 'Submit for Review' }));
    expect(within(momentsList()).getAllByRole('listitem')).toHaveLength(1);

    await fillForm(user, { waifus: '21' });
    await user.click(screen.getByRole('button', { name: 'Submit for Review' }));

    expect(screen.getByLabelText('Waifus Made Today')).toBeInvalid();
    expect(within(momentsList()).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('form')).toBeVisible();
  });

  it('shows hostile input as literal text and creates no element from it', async () => {
    const user = renderMoments();
    const hostile = '<img src=x onerror=alert(1)>';
    await user.click(prompt());
    await fillForm(user, { name: hostile });
    await user.click(screen.getByRole('button', { name: 'Submit for Review' }));

    const [newest] = within(momentsList()).getAllByRole('listitem');
    expect(newest).toHaveTextContent(hostile);
    expect(newest?.querySelector('img')).toBeNull();
  });

  it('starts with a friendly empty state when there are no moments', () => {
    renderMoments([]);
    expect(screen.getByText(/no waifu moments yet/i)).toBeInTheDocument();
  });

  it('keeps repeated identical posts as distinct items with unique keys', () => {
    const errors = jest.spyOn(console, 'error');
    renderMoments([]);
    const open = prompt();
    fireEvent.click(open);
    const form = screen.getByRole('form');
    const fields = ['Name', 'Skill', 'Favorite activity'].map((label) =>
      screen.getByLabelText(label),
    );
    for (let i = 0; i < 50; i += 1) {
      fireEvent.click(open);
      for (const field of fields) fireEvent.change(field, { target: { value: 'Same again' } });
      fireEvent.submit(form);
    }

    expect(within(momentsList()).getAllByRole('listitem')).toHaveLength(50);
    expect(errors).not.toHaveBeenCalled();
  });

  describe('a tap that lands before the mount effects ran', () => {
    // A browser gives no focus to an element that is not rendered (inside [hidden]); jsdom does, which
    // would hide a focus spent on the closed form. This keeps jsdom to the browser's rule.
    beforeEach(() => {
      const focus = HTMLElement.prototype.focus;
      jest.spyOn(HTMLElement.prototype, 'focus').mockImplementation(function (
        this: HTMLElement,
        options?: FocusOptions,
      ) {
        if (!this.closest('[hidden]')) focus.call(this, options);
      });
    });

    afterEach(() => jest.restoreAllMocks());

    // The paint-first loader replays a tap made before hydration as soon as React listens: it can
    // land after React committed the page and before it ran the page's effects. Clicking from a
    // layout effect orders it there every time.
    function TapOnCommit() {
      useLayoutEffect(() => prompt().click(), []);
      return null;
    }

    it('opens the form with the focus in the Name field', () => {
      render(
        <>
          <WaifuMoments initialMoments={samples} avatar={null} actions={null} share={shareProps} />
          <TapOnCommit />
        </>,
      );

      expect(screen.getByRole('form', { name: /share a waifu moment/i })).toBeVisible();
      expect(screen.getByLabelText('Name')).toHaveFocus();
    });
  });
});
