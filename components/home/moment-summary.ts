import { formatCount } from '@/lib/format-count';

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

function plural(n: number, one: string, many: string): string {
  return `${formatCount(n)} ${n === 1 ? one : many}`;
}

/** Turns the composer's five fields into the one sentence that is posted to the list. */
export function summarizeMoment({
  name,
  skill,
  excuse,
  coffeeBreaks,
  meetingsSkipped,
}: MomentFields): string {
  // `required` accepts whitespace, which the reader trims to nothing: fill the gap with a joke.
  name ||= 'A mysterious lurker';
  skill ||= 'Invisible';
  excuse ||= 'absolutely nothing';
  const waifus = plural(coffeeBreaks, 'waifu', 'waifus');
  const art = plural(meetingsSkipped, 'piece of lewd art', 'pieces of lewd art');
  return `${name}, our resident ${skill} expert, made ${waifus} and ${art} today, and still found time for ${excuse}.`;
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
