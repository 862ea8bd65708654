import { fireEvent, render, screen, within } from '@testing-library/react';
import { WaifuMoments } from '@/components/home/waifu-moments';
import { waifuMomentsText } from '@/data/home';
import { fill } from '@/lib/content';
import type { PluralText } from '@/lib/fill';

const text = waifuMomentsText();
const { composer } = text;

/** The content's form for `n` in its language, with the number as shown. */
function form(forms: PluralText, n: number, shown: string): string {
  const rule = new Intl.PluralRules(text.lang).select(n) as keyof PluralText;
  return fill(forms[rule] ?? forms.other, { count: shown });
}
import { shareProps } from './share-props';

const payloads: [string, string][] = [
  ['HTML', '<img src=x onerror="window.pwned=1">'],
  ['script', '<script>window.pwned=1</script>'],
  ['a 10,000-character word', 'w'.repeat(10_000)],
  ['emoji', '👩‍💻🧑🏽‍🎤🏳️‍🌈✨'],
  ['right-to-left text', 'مرحبا بالعالم שלום עולם'],
  ['combining marks', 'Z̴̡̪a̷̛l̶̢g̸̨o̵̧'],
];

function post(values: Record<string, string>) {
  render(
    <WaifuMoments
      initialMoments={[]}
      text={text}
      avatar={null}
      actions={null}
      share={shareProps}
    />,
  );
  fireEvent.click(screen.getByRole('button', { name: composer.prompt }));
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
  fireEvent.submit(screen.getByRole('form'));
  return within(screen.getByRole('region', { name: text.moments.heading })).getAllByRole(
    'listitem',
  );
}

describe('hostile and odd composer input', () => {
  it.each(payloads)('shows %s in every text field as text, creating no element', (_l, payload) => {
    const [newest] = post({
      [composer.name]: payload,
      [composer.skill]: payload,
      [composer.excuse]: payload,
    });
    expect(newest).toBeDefined();
    expect(newest?.textContent?.split(payload).length).toBeGreaterThanOrEqual(4);
    expect(newest?.querySelector('img, script')).toBeNull();
    expect('pwned' in window).toBe(false);
  });

  it('lets long words break inside the card instead of widening it', () => {
    const [newest] = post({
      [composer.name]: 'w'.repeat(10_000),
      [composer.skill]: 'x',
      [composer.excuse]: 'y',
    });
    const wrapping = [newest!, ...newest!.querySelectorAll('*')].some((el) =>
      /break-words|overflow-wrap|break-all/.test(el.className),
    );
    expect(wrapping).toBe(true);
  });

  it('shows a huge amount of lewd art (no max) as a grouped number', () => {
    const [newest] = post({
      [composer.name]: 'Mei',
      [composer.skill]: 'Synergy',
      [composer.excuse]: 'naps',
      [composer.art]: '1000000000',
    });
    expect(newest).toHaveTextContent(form(composer.artCount, 1e9, '1,000,000,000'));
  });
});

describe('whitespace-only text', () => {
  it('passes the browser’s required check and still reads as a sentence', () => {
    const [newest] = post({
      [composer.name]: '   ',
      [composer.skill]: '\t',
      [composer.excuse]: '  ',
    });
    expect(newest).toHaveTextContent(
      fill(composer.summary, {
        name: composer.blankName,
        skill: composer.blankSkill,
        excuse: composer.blankExcuse,
        waifus: form(composer.waifusCount, 1, '1'),
        art: form(composer.artCount, 0, '0'),
      }),
    );
  });
});
