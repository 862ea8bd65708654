/**
 * A raid post's length as X counts it, with X's own rules (the `twitter-text` package): a URL
 * counts 23 whatever its length, CJK characters and emoji count 2. Build-time only: the schema
 * uses it, and nothing the browser loads may import it.
 */
import * as twitterText from 'twitter-text';
import { xText } from './links';

// Its ES build has a default export only, its CommonJS build the same object as module.exports.
const { parseTweet } =
  (twitterText as unknown as { default?: typeof twitterText }).default ?? twitterText;

/** X's limit for a post, in weighted characters. */
export const X_POST_MAX = 280;

/**
 * Any URL X recognises stands for the site's: X counts each 23, but twitter-text recognises only
 * the top-level domains it lists (not a sample site's `.example`).
 */
const ANY_URL = 'https://example.com/';

/** The post's weighted length on X as the kit's compose link sends it (text, then the URL). */
export function xPostLength(post: string): number {
  const x = xText(post, ANY_URL);
  return parseTweet(x.url ? `${x.text} ${x.url}` : x.text).weightedLength;
}
