/**
 * The raid kit's links: for each of the team's ready posts, a plain link per network that opens
 * its composer with the post and the site's URL (so the share card shows), and, when the team
 * names one, X's reply intent under the team's post. Worked out at build time; each form is pinned
 * by a unit test against its source.
 */

export type RaidNetwork = 'x' | 'telegram' | 'farcaster' | 'reply';

export type RaidLink = { network: RaidNetwork; href: string };

export type RaidPost = { text: string; links: RaidLink[] };

/** Where the site's URL goes in a post. */
export const URL_PLACEHOLDER = '{url}';

/**
 * The X post the team wants replies under: https://x.com/<user>/status/<id>, or the same on
 * twitter.com (either with www.); its id, or null when `url` is not one.
 */
export function statusId(url: string): string | null {
  return (
    /^https:\/\/(?:www\.)?(?:x|twitter)\.com\/[A-Za-z0-9_]{1,15}\/status\/(\d{1,20})\/?$/.exec(
      url,
    )?.[1] ?? null
  );
}

// encodeURIComponent rather than URLSearchParams: a space becomes %20, which every composer reads
// as a space, where "+" is left as a plus by some (as lib/share-links.ts).
const query = (params: [string, string][]) =>
  params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&');

/** The post as X's composer gets it: the URL where the post says, or after it. */
export function xText(post: string, url: string): { text: string; url: string | null } {
  return post.includes(URL_PLACEHOLDER)
    ? { text: post.replaceAll(URL_PLACEHOLDER, url), url: null }
    : { text: post, url };
}

/** The post without `{url}`, for the networks that take the URL apart and show it as a card. */
const withoutUrl = (post: string) =>
  post
    .replaceAll(URL_PLACEHOLDER, '')
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/[ \t]+$/gm, '')
    .trim();

/**
 * X's post intent, https://x.com/intent/tweet?text=…&url=…, and with `inReplyTo` a reply under
 * that post (`in_reply_to`, the parent post's id): X's Web Intent,
 * https://docs.x.com/x-for-websites/post-button/guides/web-intent (formerly
 * https://developer.x.com/en/docs/x-for-websites/tweet-button/guides/web-intent, twitter.com/intent/tweet).
 */
export function xIntent(post: string, url: string, inReplyTo?: string): string {
  const x = xText(post, url);
  return `https://x.com/intent/tweet?${query([
    ...(inReplyTo ? ([['in_reply_to', inReplyTo]] as [string, string][]) : []),
    ['text', x.text],
    ...(x.url ? ([['url', x.url]] as [string, string][]) : []),
  ])}`;
}

/**
 * Telegram's share link, https://t.me/share/url?url={url}&text={text}, both URL-encoded
 * (https://core.telegram.org/widgets/share#custom-buttons).
 */
export function telegramShare(post: string, url: string): string {
  return `https://t.me/share/url?${query([
    ['url', url],
    ['text', withoutUrl(post)],
  ])}`;
}

/**
 * Farcaster's compose intent on its own client (formerly Warpcast),
 * https://farcaster.xyz/~/compose?text=…&embeds[]=… (https://docs.farcaster.xyz/reference/farcaster/intent-urls).
 */
export function farcasterCompose(post: string, url: string): string {
  return `https://farcaster.xyz/~/compose?${query([['text', withoutUrl(post)]])}&embeds[]=${encodeURIComponent(url)}`;
}

/** Each post's links, in the kit's order; the reply only when the team named its post. */
export function raidPosts(posts: readonly string[], url: string, reply: string | null): RaidPost[] {
  return posts.map((post) => ({
    text: xText(post, url).text,
    links: [
      { network: 'x', href: xIntent(post, url) },
      { network: 'telegram', href: telegramShare(post, url) },
      { network: 'farcaster', href: farcasterCompose(post, url) },
      ...(reply ? [{ network: 'reply' as const, href: xIntent(post, url, reply) }] : []),
    ],
  }));
}
