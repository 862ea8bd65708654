import { useLayoutEffect } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WaifuMoments } from '@/components/home/waifu-moments';
import { waifuMomentsText, type WaifuMoment } from '@/data/home';
import { fill } from '@/lib/content';
import type { PluralText } from '@/lib/fill';

const text = waifuMomentsText();
const { composer } = text;

/** The content's form for `n` in its language. */
function countForm(forms: PluralText, n: number): string {
  const rule = new Intl.PluralRules(text.lang).select(n) as keyof PluralText;
  return fill(forms[rule] ?? forms.other, { count: String(n) });
}
import { shareProps } from './share-props';

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
      text={text}
      avatar={null}
      actions={<button type="button">Add Image</button>}
      share={shareProps}
    />,
  );
  return user;
}

const prompt = () => screen.getByRole('button', { name: composer.prompt });
const momentsList = () =>
  within(screen.getByRole('region', { name: text.moments.heading })).getByRole('list');
const form = () => screen.getByRole('form', { name: composer.formLabel });
const queryForm = () => screen.queryByRole('form', { name: composer.formLabel });
const field = (label: 'name' | 'skill' | 'excuse' | 'waifus' | 'art') =>
  screen.getByLabelText(composer[label]);
const submitButton = () => screen.getByRole('button', { name: composer.submit });

async function fillForm(user: ReturnType<typeof userEvent.setup>, values = {}) {
  const v = { name: 'Mei', skill: 'Synergy', activity: 'naps', waifus: '3', art: '2', ...values };
  await user.type(field('name'), v.name);
  await user.type(field('skill'), v.skill);
  await user.type(field('excuse'), v.activity);
  await user.clear(field('waifus'));
  await user.type(field('waifus'), v.waifus);
  await user.clear(field('art'));
  await user.type(field('art'), v.art);
}

describe('WaifuMoments composer', () => {
  it('keeps the form closed until the prompt is clicked, then focuses the name field', async () => {
    const user = renderMoments();
    expect(queryForm()).not.toBeInTheDocument();
    expect(prompt()).toHaveAttribute('aria-expanded', 'false');

    await user.click(prompt());

    expect(form()).toBeVisible();
    expect(prompt()).toHaveAttribute('aria-expanded', 'true');
    expect(field('name')).toHaveFocus();
  });

  it('closes on Cancel without posting and returns focus to the prompt', async () => {
    const user = renderMoments();
    await user.click(prompt());
    await user.type(field('name'), 'Draft');

    await user.click(screen.getByRole('button', { name: composer.cancel }));

    expect(queryForm()).not.toBeInTheDocument();
    expect(prompt()).toHaveFocus();
    expect(within(momentsList()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('gives every field a visible label, required, and the browser bounds', async () => {
    const user = renderMoments();
    await user.click(prompt());

    for (const label of ['name', 'skill', 'excuse'] as const) {
      expect(field(label)).toBeRequired();
      expect(field(label)).toHaveAttribute('type', 'text');
    }
    expect(field('name')).toHaveAttribute('placeholder', composer.namePlaceholder);
    expect(field('skill')).toHaveAttribute('placeholder', composer.skillPlaceholder);
    expect(field('excuse')).toHaveAttribute('placeholder', composer.excusePlaceholder);
    const waifus = field('waifus');
    expect(waifus).toBeRequired();
    expect(waifus).toHaveAttribute('type', 'number');
    expect(waifus).toHaveAttribute('min', '1');
    expect(waifus).toHaveAttribute('max', '20');
    expect(waifus).toHaveValue(1);
    const art = field('art');
    expect(art).toBeRequired();
    expect(art).toHaveAttribute('min', '0');
    expect(art).not.toHaveAttribute('max');
    expect(art).toHaveValue(0);
    expect(submitButton()).toHaveAttribute('type', 'submit');
  });

  it('posts one sentence naming all five values at the top of the list, then closes', async () => {
    const user = renderMoments();
    await user.click(prompt());
    await fillForm(user, { name: 'Mei Kawaii', activity: 'napping through the all-hands' });

    await user.click(submitButton());

    const items = within(momentsList()).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(
      fill(composer.summary, {
        name: 'Mei Kawaii',
        skill: 'Synergy',
        excuse: 'napping through the all-hands',
        waifus: countForm(composer.waifusCount, 3),
        art: countForm(composer.artCount, 2),
      }),
    );
    expect(items[0]).toHaveTextContent(composer.justNow);
    expect(items[1]).toHaveTextContent('Rin made 3 waifus before lunch.');
    expect(queryForm()).not.toBeInTheDocument();
    expect(prompt()).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(fill(composer.posted, { count: 1 }));
  });

  it('resets the form to its defaults after a submit', async () => {
    const user = renderMoments();
    await user.click(prompt());
    await fillForm(user);
    await user.click(submitButton());

    await user.click(prompt());

    expect(field('name')).toHaveValue('');
    expect(field('skill')).toHaveValue('');
    expect(field('excuse')).toHaveValue('');
    expect(field('waifus')).toHaveValue(1);
    expect(field('art')).toHaveValue(0);
  });

  it('keeps the draft after Cancel', async () => {
    const user = renderMoments();
    await user.click(prompt());
    await user.type(field('name'), 'Draft');
    await user.click(screen.getByRole('button', { name: composer.cancel }));

    await user.click(prompt());

    expect(field('name')).toHaveValue('Draft');
  });

  it('does not post while a required field is empty or a bound is broken', async () => {
    const user = renderMoments();
    await user.click(prompt());
    await user.click(submitButton());
    expect(within(momentsList()).getAllByRole('listitem')).toHaveLength(1);

    await fillForm(user, { waifus: '21' });
    await user.click(submitButton());

    expect(field('waifus')).toBeInvalid();
    expect(within(momentsList()).getAllByRole('listitem')).toHaveLength(1);
    expect(form()).toBeVisible();
  });

  it('shows hostile input as literal text and creates no element from it', async () => {
    const user = renderMoments();
    const hostile = '<img src=x onerror=alert(1)>';
    await user.click(prompt());
    await fillForm(user, { name: hostile });
    await user.click(submitButton());

    const [newest] = within(momentsList()).getAllByRole('listitem');
    expect(newest).toHaveTextContent(hostile);
    expect(newest?.querySelector('img')).toBeNull();
  });

  it('loads the language’s plural rules only when a moment is posted, never to render', async () => {
    // Building the first Intl.PluralRules loads locale data (~50 ms): hydration must not pay it.
    const { PluralRules } = Intl;
    const pluralRules = jest
      .spyOn(Intl, 'PluralRules')
      .mockImplementation((...args) => new PluralRules(...args));
    const user = renderMoments();
    await user.click(prompt());
    await fillForm(user);
    expect(pluralRules).not.toHaveBeenCalled();

    await user.click(submitButton());

    expect(pluralRules).toHaveBeenCalledWith(text.lang);
    expect(within(momentsList()).getAllByRole('listitem')).toHaveLength(2);
  });

  it('names the composer for screen readers', () => {
    renderMoments();
    expect(screen.getByRole('region', { name: composer.heading })).toContainElement(prompt());
  });

  it('starts with a friendly empty state when there are no moments', () => {
    renderMoments([]);
    expect(screen.getByText(text.moments.empty)).toBeInTheDocument();
  });

  it('keeps repeated identical posts as distinct items with unique keys', () => {
    const errors = jest.spyOn(console, 'error');
    renderMoments([]);
    const open = prompt();
    fireEvent.click(open);
    const composerForm = form();
    const fields = (['name', 'skill', 'excuse'] as const).map(field);
    for (let i = 0; i < 50; i += 1) {
      fireEvent.click(open);
      for (const input of fields) fireEvent.change(input, { target: { value: 'Same again' } });
      fireEvent.submit(composerForm);
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

    // The chunk loader replays a tap made before hydration as soon as React listens: it can
    // land after React committed the page and before it ran the page's effects. Clicking from a
    // layout effect orders it there every time.
    function TapOnCommit() {
      useLayoutEffect(() => prompt().click(), []);
      return null;
    }

    it('opens the form with the focus in the Name field', () => {
      render(
        <>
          <WaifuMoments
            initialMoments={samples}
            text={text}
            avatar={null}
            actions={null}
            share={shareProps}
          />
          <TapOnCommit />
        </>,
      );

      expect(form()).toBeVisible();
      expect(field('name')).toHaveFocus();
    });
  });
});
