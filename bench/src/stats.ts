import type { Spread } from './types';

/** The median of the numbers among `values` (nulls and the like are skipped), or null. */
export function median(values: readonly unknown[]): number | null {
  const sorted = values
    .filter((value): value is number => typeof value === 'number')
    .sort((a, b) => a - b);
  if (!sorted.length) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Each load's `key` minus the same round's base load's (a route's over the floor's, one export's
 * over another's), as a spread; a round where either was not measured is skipped.
 */
export function pairedSpread<K extends string>(
  loads: readonly Partial<Record<K, number | null>>[],
  base: readonly (Partial<Record<K, number | null>> | undefined)[],
  key: K,
): Spread | null {
  return spread(
    loads.map((load, round) => {
      const [mine, theirs] = [load[key], base[round]?.[key]];
      return typeof mine === 'number' && typeof theirs === 'number' ? mine - theirs : null;
    }),
  );
}

/** Median (rounded), min and max of one metric over loads, or null when none was measured. */
export function spread(values: readonly unknown[]): Spread | null {
  const numbers = values.filter((value): value is number => typeof value === 'number');
  if (!numbers.length) return null;
  return {
    median: Math.round(median(numbers)!),
    min: Math.min(...numbers),
    max: Math.max(...numbers),
  };
}

/**
 * `median (min–max)`, each rounded, with `sign` before each (`+` for a margin, where a negative
 * one reads `-`); `-` when nothing was measured.
 */
export function formatSpread(value: Spread | null | undefined, sign = ''): string {
  if (!value) return '-';
  const signed = (n: number) => `${sign}${Math.round(n)}`.replace('+-', '-');
  return `${signed(value.median)} (${signed(value.min)}–${signed(value.max)})`;
}
