/**
 * Writes a count with its digits grouped in threes, as en-US does: 12345 → "12,345".
 *
 * Not Intl.NumberFormat or toLocaleString: building the first formatter loads ICU's locale data,
 * about 50 ms on the main thread of a fast desktop, and the home feed's island paid it while
 * hydrating. Counts are whole numbers (the composer's inputs step by 1), so this rounds.
 */
export function formatCount(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const rounded = Math.round(n);
  // BigInt keeps every digit where Number's toString would switch to 1e+21.
  const digits = BigInt(Math.abs(rounded)).toString();
  return `${rounded < 0 ? '-' : ''}${digits.replace(/\B(?=(\d{3})+$)/g, ',')}`;
}
