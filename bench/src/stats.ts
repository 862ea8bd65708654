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
