/**
 * A whole count as the page's language writes it (Intl): 12345 → "12,345" in English, "12.345" in
 * Vietnamese; 123456 → "1,23,456" in Hindi.
 *
 * The first formatter of a language loads its locale data, about 50 ms on the main thread of a
 * fast desktop: call this on the server, or in the browser on a press, never while hydrating.
 */
export function formatCount(n: number, lang: string): string {
  return new Intl.NumberFormat(lang, { maximumFractionDigits: 0 }).format(n);
}
