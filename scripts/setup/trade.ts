/**
 * The trading bots, terminals and raid-kit questions of `npm run setup`: `--bot "NAME=LINK"`,
 * `--terminal "NAME=LINK"` and `--raid-post TEXT`, each as many times as wanted, and
 * `--raid-reply URL`; each checked by the content schema and the build's own rules
 * (lib/trade/links.ts, lib/raid/), for the content file's `trade:` and `raid:` sections.
 */
import { SiteConfigError } from '../../lib/brand/checks';
import { formatPath, quote } from '../../lib/build/content/load';
import { raid as raidSchema } from '../../lib/content/schema/raid';
import { trade as tradeSchema, type Trade } from '../../lib/content/schema/trade';
import { fill } from '../../lib/fill';
import { statusId } from '../../lib/raid/links';
import { X_POST_MAX, xPostLength } from '../../lib/raid/post-length';
import { startProblem } from '../../lib/trade/links';

/**
 * Several values in one answer: a repeated flag's values joined by new lines, or on a terminal
 * typed on one line with " | " between them.
 */
export const entriesOf = (value: string) =>
  value
    .split(/\n|\s\|\s/)
    .map((entry) => entry.trim())
    .filter(Boolean);

/** What a repeated flag's values become as one answer. */
export const joinEntries = (values: readonly string[]) => values.join('\n');

type Kind = 'bots' | 'terminals';

/** `NAME=LINK` entries read into a list of the content file's `trade:`, checked as the build checks it. */
export function parseTradeEntries(
  kind: Kind,
  value: string,
  address: string | null,
): Trade['bots'] {
  const entries = entriesOf(value).map((entry, index) => {
    const at = entry.indexOf('=');
    if (at < 1) {
      throw new SiteConfigError(
        `trade.${kind}[${index}]`,
        `${quote(entry)} is not NAME=LINK, e.g. ${kind === 'bots' ? 'Trojan=https://t.me/<bot>?start=r-team-{address}' : 'Axiom=https://<terminal>/t/{address}/@team'}.`,
      );
    }
    return { name: entry.slice(0, at).trim(), link: entry.slice(at + 1).trim() };
  });
  const result = tradeSchema.shape[kind].safeParse(entries);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const keys = issue.path as (string | number)[];
    const field = keys.at(-1) === 'name' ? 'name' : 'link';
    const index = Number(keys[0] ?? 0);
    throw new SiteConfigError(
      formatPath(['trade', kind, index, field]),
      `${quote(entries[index]?.[field])} ${issue.message}.`,
    );
  }
  if (kind === 'bots' && address) {
    result.data.forEach(({ link }, index) => {
      const problem = startProblem(link, address);
      if (problem) throw new SiteConfigError(`trade.bots[${index}].link`, `"${link}" ${problem}.`);
    });
  }
  return result.data;
}

/** The raid posts, each checked as the build checks it: its placeholders, and X's 280. */
export function parseRaidPosts(value: string, ticker: string, brand: string) {
  const posts = entriesOf(value);
  const result = raidSchema.shape.posts.safeParse(posts);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const index = Number(issue.path[0] ?? 0);
    throw new SiteConfigError(`raid.posts[${index}]`, `${quote(posts[index])} ${issue.message}.`);
  }
  posts.forEach((post, index) => {
    const length = xPostLength(fill(post, { ticker, brand }));
    if (length > X_POST_MAX) {
      throw new SiteConfigError(
        `raid.posts[${index}]`,
        `${quote(post)} is ${length} characters long as X counts them (a URL counts 23, CJK and emoji 2): X takes at most ${X_POST_MAX}.`,
      );
    }
  });
  return posts;
}

/** The X post to reply under, or a refusal naming what it must be. */
export function readRaidReply(value: string): string {
  if (!statusId(value)) {
    throw new SiteConfigError(
      'raid.reply',
      `${quote(value)} is not an X post’s URL: it must be https://x.com/<user>/status/<id> (or the same on twitter.com).`,
    );
  }
  return value;
}
