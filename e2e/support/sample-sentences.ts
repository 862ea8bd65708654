/**
 * LewdIn's sentences: every piece of literal text in its content file, between placeholders, long
 * enough to be its own words (a lone "Home" or "Apply" may be any site's). What a team's export
 * must not hold (e2e/rebrand/check-own-words.mts) and what no browser test may spell out
 * (__tests__/e2e/own-words.test.ts): a test reads its words from the content the build reads.
 */
const MIN_LENGTH = 16;
/** Words that are a source's, not LewdIn's: GeckoTerminal asks for its attribution as it is. */
const NOT_LEWDINS = /\.safety\.attribution$/;

/** `[path, sentence]` for each sentence under `value`, skipping the `brand:` section. */
export function sampleSentences(value: unknown, at = ''): [string, string][] {
  if (typeof value === 'string') {
    if (NOT_LEWDINS.test(at)) return [];
    return value
      .split(/\{[A-Za-z][A-Za-z0-9]*\}/)
      .map((piece) => piece.trim())
      .filter((piece) => piece.length >= MIN_LENGTH)
      .map((piece): [string, string] => [at, piece]);
  }
  if (Array.isArray(value)) return value.flatMap((item, i) => sampleSentences(item, `${at}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      key === 'brand' ? [] : sampleSentences(item, at ? `${at}.${key}` : key),
    );
  }
  return [];
}
