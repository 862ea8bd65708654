/**
 * How a trade reads, in the page's language: amounts formatted by Intl from the answer's own
 * decimal string (never rounded through a float first), an address shortened, the time as "5
 * minutes ago" by Intl.RelativeTimeFormat.
 */

// Intl.NumberFormat formats a decimal string exactly (ES2023); TypeScript's lib types lag behind.
type Formattable = Parameters<Intl.NumberFormat['format']>[0];
const exact = (value: string) => value as unknown as Formattable;

/** An amount of the token: up to 6 significant digits below 1000, whole units above. */
export function formatAmount(value: string, lang: string): string {
  const big = Number(value) >= 1000;
  return new Intl.NumberFormat(
    lang,
    big ? { maximumFractionDigits: 0 } : { maximumSignificantDigits: 6 },
  ).format(exact(value));
}

/** Dollars: cents from $1, else 4 significant digits (a memecoin's trades are often cents). */
export function formatUsd(value: string, lang: string): string {
  const small = Number(value) < 1;
  return new Intl.NumberFormat(lang, {
    style: 'currency',
    currency: 'USD',
    ...(small ? { maximumSignificantDigits: 4 } : { maximumFractionDigits: 2 }),
  }).format(exact(value));
}

/** The first and last four characters: enough to tell addresses apart, the link holds all of it. */
export const shortAddress = (address: string) =>
  address.length <= 12 ? address : `${address.slice(0, 4)}…${address.slice(-4)}`;

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1000],
];

/** "5 minutes ago", "now", in `lang`; a time ahead of the clock (a clock behind) reads as now. */
export function ago(at: number, now: number, lang: string): string {
  const elapsed = Math.max(0, now - at);
  const format = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
  for (const [unit, ms] of UNITS) {
    if (elapsed >= ms) return format.format(-Math.floor(elapsed / ms), unit);
  }
  return format.format(0, 'second');
}
