/**
 * The team's trading bots and terminals (the content file's `trade:`): the rules a link keeps,
 * shared by the content schema, the build's check once the address is known, and `npm run setup`.
 * Each rule returns the sentence a refusal says after the path and the value, or null.
 */

/** Where the token's address goes in a link. */
export const ADDRESS = '{address}';

/**
 * Telegram's deep-link rule for a bot's `start` parameter: "up to 64 characters long",
 * "A-Z, a-z, 0-9, _ and - are allowed" (https://core.telegram.org/bots/features#deep-linking).
 */
export const START_MAX = 64;
const START_CHARACTERS = /^[A-Za-z0-9_-]*$/;

/** A Telegram username: 5 to 32 letters, digits and underscores, starting with a letter. */
const BOT_USERNAME = /^[A-Za-z][A-Za-z0-9_]{4,31}$/;

/** A stand-in address, so that a template parses as a URL. */
const STAND_IN = 'ADDRESS';

function parse(link: string): URL | null {
  try {
    return new URL(link.replaceAll(ADDRESS, STAND_IN));
  } catch {
    return null;
  }
}

/** The rules every link keeps, bot or terminal: https, and the address exactly once. */
export function linkProblem(link: string): string | null {
  const url = parse(link);
  if (!url) return `is not a URL: it must be https://…, with ${ADDRESS} where the address goes`;
  if (url.protocol !== 'https:') return `must be an https:// link (got ${url.protocol}//)`;
  const count = link.split(ADDRESS).length - 1;
  if (count !== 1) {
    return `must hold ${ADDRESS} exactly once, where the token’s address goes (it holds it ${count} times)`;
  }
  return null;
}

/**
 * A bot's link besides: `https://t.me/<bot>?start=<parameter>`, the address in the parameter, and
 * the parameter's other characters within Telegram's rule (its length is checked once the address
 * is known: checkStart).
 */
export function botLinkProblem(link: string): string | null {
  const problem = linkProblem(link);
  if (problem) return problem;
  const url = parse(link)!;
  const bot = url.pathname.slice(1);
  const keys = [...url.searchParams.keys()];
  if (url.hostname !== 't.me' || !BOT_USERNAME.test(bot) || url.hash) {
    return 'must be a bot’s Telegram link, https://t.me/<bot>?start=…, which opens the bot in Telegram itself';
  }
  if (keys.length !== 1 || keys[0] !== 'start') {
    return `must have a start parameter and no other: https://t.me/${bot}?start=…${ADDRESS}…`;
  }
  const start = /[?&]start=([^&#]*)/.exec(link)?.[1] ?? '';
  if (!start.includes(ADDRESS)) {
    return `must carry ${ADDRESS} in its start parameter, where the bot reads the token`;
  }
  if (!START_CHARACTERS.test(start.replace(ADDRESS, ''))) {
    return 'has a start parameter with characters Telegram refuses: only A-Z, a-z, 0-9, _ and - (Telegram’s deep-link rule)';
  }
  return null;
}

/** A link with the address filled in. */
export const filledLink = (link: string, address: string) => link.replace(ADDRESS, address);

/**
 * Once the address is filled in, a bot's start parameter within Telegram's rule: at most 64
 * characters of A-Z a-z 0-9 _ -. Null when it keeps to it.
 */
export function startProblem(link: string, address: string): string | null {
  const start = /[?&]start=([^&#]*)/.exec(filledLink(link, address))?.[1] ?? '';
  if (!START_CHARACTERS.test(start)) {
    return `has, with the address filled in, a start parameter "${start}" with characters Telegram refuses: only A-Z, a-z, 0-9, _ and - (Telegram’s deep-link rule)`;
  }
  if (start.length > START_MAX) {
    return `has, with the address filled in, a start parameter of ${start.length} characters: Telegram takes at most ${START_MAX} (its deep-link rule); shorten the part around ${ADDRESS}`;
  }
  return null;
}

/** The index of each entry whose name an earlier entry already has (case and spaces aside). */
export function repeatedNames(entries: readonly { name: string }[]): number[] {
  const seen = new Set<string>();
  return entries.flatMap(({ name }, index) => {
    const key = name.trim().toLowerCase();
    if (seen.has(key)) return [index];
    seen.add(key);
    return [];
  });
}
