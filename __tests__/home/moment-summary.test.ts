import { summarizeMoment, type SummaryText } from '@/components/home/moment-summary';
import { fill, siteContent } from '@/lib/content';
import type { PluralText } from '@/lib/fill';

const { home, lang } = siteContent();
const text = home.composer;

const fields = {
  name: 'Mei Kawaii',
  skill: 'Synergy',
  excuse: 'napping through the all-hands',
  coffeeBreaks: 3,
  meetingsSkipped: 2,
};

/** The content's form for `n` in its language, with the number as shown. */
function form(forms: PluralText, n: number, shown = String(n)): string {
  const rule = new Intl.PluralRules(lang).select(n) as keyof PluralText;
  return fill(forms[rule] ?? forms.other, { count: shown });
}

const sentence = (values: {
  name: string;
  skill: string;
  excuse: string;
  waifus: string;
  art: string;
}) => fill(text.summary, values);

describe('summarizeMoment', () => {
  it('names all five values in one sentence, in the content’s words', () => {
    expect(summarizeMoment(fields, text, lang)).toBe(
      sentence({
        name: 'Mei Kawaii',
        skill: 'Synergy',
        excuse: 'napping through the all-hands',
        waifus: form(text.waifusCount, 3),
        art: form(text.artCount, 2),
      }),
    );
  });

  it('uses the form for one waifu and one piece of art', () => {
    const summary = summarizeMoment({ ...fields, coffeeBreaks: 1, meetingsSkipped: 1 }, text, lang);
    expect(summary).toContain(form(text.waifusCount, 1));
    expect(summary).toContain(form(text.artCount, 1));
  });

  it('counts zero lewd art in its form and groups large numbers', () => {
    expect(summarizeMoment({ ...fields, meetingsSkipped: 0 }, text, lang)).toContain(
      form(text.artCount, 0),
    );
    expect(summarizeMoment({ ...fields, meetingsSkipped: 12345 }, text, lang)).toContain(
      form(text.artCount, 12345, '12,345'),
    );
  });

  it('writes the numbers the way its language does', () => {
    expect(summarizeMoment({ ...fields, meetingsSkipped: 12345 }, text, 'vi')).toContain('12.345');
  });

  it('fills a blank name, skill and activity with the content’s fallbacks', () => {
    expect(summarizeMoment({ ...fields, name: '', skill: '', excuse: '' }, text, lang)).toBe(
      sentence({
        name: text.blankName,
        skill: text.blankSkill,
        excuse: text.blankExcuse,
        waifus: form(text.waifusCount, 3),
        art: form(text.artCount, 2),
      }),
    );
  });

  describe('with a team’s own wording', () => {
    const own: SummaryText = {
      summary: '{skill}! {name} drew {art} after {waifus}, then {excuse}',
      waifusCount: { one: 'one koala', few: '{count} koalas (few)', other: '{count} koalas' },
      artCount: { other: '{count} doodles' },
      blankName: 'Nobody',
      blankSkill: 'Nothing',
      blankExcuse: 'a nap',
    };

    it('puts each value where the sentence says, in the language’s plural forms', () => {
      expect(summarizeMoment({ ...fields, coffeeBreaks: 1 }, own, 'en')).toBe(
        'Synergy! Mei Kawaii drew 2 doodles after one koala, then napping through the all-hands',
      );
      // Polish: 3 is "few", 5 is "many", which this text lacks and so reads as "other".
      expect(summarizeMoment(fields, own, 'pl')).toContain('after 3 koalas (few)');
      expect(summarizeMoment({ ...fields, coffeeBreaks: 5 }, own, 'pl')).toContain(
        'after 5 koalas',
      );
    });

    it('leaves a placeholder a visitor typed as text', () => {
      expect(summarizeMoment({ ...fields, name: '{skill} {count}' }, own, 'en')).toContain(
        '! {skill} {count} drew',
      );
    });
  });
});
