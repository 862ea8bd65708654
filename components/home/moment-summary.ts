import { fill, plural } from '@/lib/fill';
import { formatCount } from '@/lib/format-count';
import type { Content } from '@/lib/content';

export type MomentFields = {
  name: string;
  skill: string;
  /** Labelled "Favorite activity" on the form. */
  excuse: string;
  /** Labelled "Waifus Made Today". */
  coffeeBreaks: number;
  /** Labelled "Lewd Art Created Today". */
  meetingsSkipped: number;
};

/** The content's wording of the posted sentence. */
export type SummaryText = Pick<
  Content['home']['composer'],
  'summary' | 'waifusCount' | 'artCount' | 'blankName' | 'blankSkill' | 'blankExcuse'
>;

/**
 * Turns the composer's five fields into the one sentence that is posted to the list, in the
 * content's words and the numbers and plural forms of its language. Called on submit only: the
 * first number format or plural rule loads the language's data (~50 ms), which hydration must not
 * pay.
 */
export function summarizeMoment(
  { name, skill, excuse, coffeeBreaks, meetingsSkipped }: MomentFields,
  text: SummaryText,
  lang: string,
): string {
  // `required` accepts whitespace, which the reader trims to nothing: fill the gap with a joke.
  return fill(text.summary, {
    name: name || text.blankName,
    skill: skill || text.blankSkill,
    excuse: excuse || text.blankExcuse,
    waifus: plural(text.waifusCount, coffeeBreaks, formatCount(coffeeBreaks, lang), lang),
    art: plural(text.artCount, meetingsSkipped, formatCount(meetingsSkipped, lang), lang),
  });
}

/** Reads the composer's fields; the browser has already enforced required, min and max. */
export function readMomentFields(form: HTMLFormElement): MomentFields {
  const data = new FormData(form);
  const text = (field: keyof MomentFields) => String(data.get(field) ?? '').trim();
  return {
    name: text('name'),
    skill: text('skill'),
    excuse: text('excuse'),
    coffeeBreaks: Number(text('coffeeBreaks')),
    meetingsSkipped: Number(text('meetingsSkipped')),
  };
}
