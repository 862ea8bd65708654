/**
 * A raid post's length as X counts it, with X's own rules (the `twitter-text` package): a URL
 * counts 23 whatever its length, CJK characters and emoji count 2. Build-time only: the schema
 * uses it, and nothing the browser loads may import it.
 */
import { parseTweet } from 'twitter-text';
import { xText } from './links';

/** X's limit for a post, in weighted characters. */
export const X_POST_MAX = 280;

/** The post's weighted length on X as the kit's compose link sends it (text, then the URL). */
export function xPostLength(post: string, url: string): number {
  const x = xText(post, url);
  return parseTweet(x.url ? `${x.text} ${x.url}` : x.text).weightedLength;
}
