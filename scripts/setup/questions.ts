/**
 * What `npm run setup` asks, in order, each with its flag, the variable the build names in its
 * messages, the build's own check (lib/brand/checks.ts, chain-config.ts and mascot.ts, the content
 * schema) and a default worked out from what is already known.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { accentFor } from '../../lib/brand/colors';
import { siteDefaults } from '../../lib/brand/config';
import { readAddress, readChain, readChart } from '../../lib/brand/chain-config';
import {
  checkColor,
  checkHttps,
  checkMascotPath,
  checkTelegramApp,
  readLaunchAt,
} from '../../lib/brand/checks';
import { readMascot } from '../../lib/build/brand/mascot';
import { CHAIN_IDS, CHAINS, PRELAUNCH_ADDRESS, type Chain } from '../../lib/chain';
import {
  BRAND_CONTENT_FILE,
  DEFAULT_CONTENT_FILE,
  parseContent,
} from '../../lib/build/content/load';
import { tokenVenue } from '../../lib/token-venue';
import { claimsLine, parseClaims } from './claims';
import { joinEntries, parseRaidPosts, parseTradeEntries, readRaidReply } from './trade';

export type Key =
  | 'brandName'
  | 'ticker'
  | 'chain'
  | 'contractAddress'
  | 'launchAt'
  | 'tokenUrl'
  | 'socialUrl'
  | 'communityUrl'
  | 'telegramUrl'
  | 'telegramAppUrl'
  | 'brandColor'
  | 'accentColor'
  | 'mascot'
  | 'chartUrl'
  // Not a brand value: the content file's `claims:` section (scripts/setup/claims.ts).
  | 'claims'
  // Not brand values: the content file's `trade:` and `raid:` sections (scripts/setup/trade.ts).
  | 'bots'
  | 'terminals'
  | 'raidPosts'
  | 'raidReply'
  // Not a brand value: the last question, a translation to start (scripts/setup/language.ts).
  | 'language';

/** The answers so far: a value, or null for an optional one left out (no Telegram, the generated mascot). */
export type Answers = Partial<Record<Key, string | null>>;

export type Choice = { value: string; label: string; hint?: string };

export type Question = {
  key: Key;
  flag: string;
  /** The variable the build's messages name for this value. */
  variable: string;
  message: string;
  /** What --help says. */
  help: string;
  /** May be left empty: the build then shows nothing for it (or draws the generated mascot). */
  optional?: boolean;
  /** The flag may be given more than once; its values are one answer, a line each. */
  repeated?: boolean;
  /** The default from what is known; undefined when there is none (the name, the ticker). */
  fallback: (known: Answers) => string | null | undefined;
  /** Picks to offer before "type another". */
  choices?: (known: Answers) => Choice[];
  /** Asked only when this says so (the launch time, before launch); otherwise left out. */
  asked?: (known: Answers) => boolean;
  /** The build's check: the value as the file will hold it, or a thrown error with the build's message. */
  check: (value: string, known: Answers, root: string) => Promise<string | null>;
};

/** Before launch, or while the address is not known yet, the token page's form is still checked. */
const NO_ADDRESS = 'soon';
/** A page that names no chain, for a check that needs one before the token page is known. */
const ANY_PAGE = 'https://example.com/';

/** The build's checks of the name and ticker: the content schema, run on LewdIn's file with the value in it. */
function checkWithSchema(key: 'brandName' | 'ticker', value: string, root: string): string {
  const source = readFileSync(path.join(root, DEFAULT_CONTENT_FILE), 'utf8');
  const line = `brand: ${JSON.stringify({ [key]: value })}`;
  parseContent(source.replace(/^brand:.*$/m, line), BRAND_CONTENT_FILE);
  return value;
}

function addressOf(known: Answers) {
  return readAddress(known.contractAddress ?? NO_ADDRESS);
}

/** The chain the build would take: the one chosen, else the one the address or token page says. */
export function chainFrom(known: Answers): Chain {
  const address = known.contractAddress ?? NO_ADDRESS;
  return readChain(known.chain ?? '', readAddress(address), address, known.tokenUrl ?? ANY_PAGE);
}

/** The chain named, or the one the address or token page implies, or Solana (the default's). */
function knownChain(known: Answers): Chain {
  try {
    return chainFrom(known);
  } catch {
    return CHAINS.solana;
  }
}

function optionalUrl(variable: string, value: string): string | null {
  return value ? checkHttps(variable, value) : null;
}

/** The token's address once launched, for the checks that fill it in; null before launch. */
function launchedAddress(known: Answers): string | null {
  try {
    return addressOf(known)?.address ?? null;
  } catch {
    return null;
  }
}

/** A bot or terminal list as one answer, an entry a line. */
const tradeLines = (entries: { name: string; link: string }[]) =>
  joinEntries(entries.map(({ name, link }) => `${name}=${link}`));

/** `{address}` filled in where the address is known, for a label. */
function filled(template: string, known: Answers): string {
  const address = known.contractAddress;
  return address && address !== NO_ADDRESS ? template.replaceAll('{address}', address) : template;
}

export const QUESTIONS: Question[] = [
  {
    key: 'brandName',
    flag: 'name',
    variable: 'NEXT_PUBLIC_BRAND_NAME',
    message: 'The site’s name (your brand, e.g. PepeIn)',
    help: 'the site’s name; the square mark is made from it',
    fallback: () => undefined,
    check: async (value, _known, root) => checkWithSchema('brandName', value, root),
  },
  {
    key: 'ticker',
    flag: 'ticker',
    variable: 'NEXT_PUBLIC_TICKER',
    message: 'The ticker (e.g. $PEPE)',
    help: 'the ticker, e.g. $PEPE',
    fallback: () => undefined,
    check: async (value, _known, root) => checkWithSchema('ticker', value, root),
  },
  {
    key: 'chain',
    flag: 'chain',
    variable: 'NEXT_PUBLIC_CHAIN',
    message: 'The chain',
    help: `${CHAIN_IDS.join(', ')}; by default the one the address or token page says`,
    fallback: (known) => {
      try {
        return chainFrom(known).id;
      } catch {
        // An EVM address says no chain by itself; nor does a token page on no one chain.
        return known.contractAddress?.startsWith('0x') ? undefined : CHAINS.solana.id;
      }
    },
    choices: () => CHAIN_IDS.map((id) => ({ value: id, label: CHAINS[id].name })),
    check: async (value, known) => chainFrom({ ...known, chain: value.toLowerCase() }).id,
  },
  {
    key: 'contractAddress',
    flag: 'address',
    variable: 'NEXT_PUBLIC_CONTRACT_ADDRESS',
    message: `The token’s address (or "${PRELAUNCH_ADDRESS}" before launch)`,
    help: `the token's address, or "${PRELAUNCH_ADDRESS}" before launch (the default)`,
    fallback: () => NO_ADDRESS,
    check: async (value, known) => {
      const address = readAddress(value);
      chainFrom({ ...known, contractAddress: value });
      return address?.address ?? PRELAUNCH_ADDRESS;
    },
  },
  {
    key: 'launchAt',
    flag: 'launch-at',
    variable: 'NEXT_PUBLIC_LAUNCH_AT',
    message:
      'The launch time, if announced: ISO 8601 with Z or an offset, e.g. 2026-12-01T18:00:00Z (empty: none)',
    help: 'the announced launch, e.g. 2026-12-01T18:00:00Z or 2026-12-02T03:00+09:00; home and /contract count down to it before launch; none by default',
    optional: true,
    fallback: () => null,
    asked: (known) => (known.contractAddress ?? NO_ADDRESS) === PRELAUNCH_ADDRESS,
    // The file keeps the time as announced, offset and all; the build reads it as the same instant.
    check: async (value) => (readLaunchAt(value) ? value : null),
  },
  {
    key: 'tokenUrl',
    flag: 'token-url',
    variable: 'NEXT_PUBLIC_TOKEN_URL',
    message: 'The token page ({address} is replaced with the address)',
    help: 'the token page, {address} replaced; by default the chain’s first launchpad',
    fallback: (known) => knownChain(known).tokenPages[0],
    choices: (known) =>
      knownChain(known).tokenPages.map((template) => ({
        value: template,
        label: tokenVenue(template).name,
        hint: filled(template, known),
      })),
    check: async (value, known) => {
      const url = checkHttps('NEXT_PUBLIC_TOKEN_URL', value);
      chainFrom({ ...known, tokenUrl: url });
      return url;
    },
  },
  {
    key: 'socialUrl',
    flag: 'social',
    variable: 'NEXT_PUBLIC_SOCIAL_URL',
    message: 'The X (Twitter) page',
    help: 'the X page; by default a search for the ticker',
    fallback: (known) => `https://x.com/search?q=${encodeURIComponent(known.ticker ?? '')}`,
    check: async (value) => checkHttps('NEXT_PUBLIC_SOCIAL_URL', value),
  },
  {
    key: 'communityUrl',
    flag: 'community',
    variable: 'NEXT_PUBLIC_COMMUNITY_URL',
    message: 'The community (an X community, a Discord…)',
    help: 'the community page; by default X’s communities',
    fallback: () => siteDefaults.communityUrl,
    check: async (value) => checkHttps('NEXT_PUBLIC_COMMUNITY_URL', value),
  },
  {
    key: 'telegramUrl',
    flag: 'telegram',
    variable: 'NEXT_PUBLIC_TELEGRAM_URL',
    message: 'The Telegram group (empty: none)',
    help: 'the Telegram group; none by default',
    optional: true,
    fallback: () => null,
    check: async (value) => optionalUrl('NEXT_PUBLIC_TELEGRAM_URL', value),
  },
  {
    key: 'telegramAppUrl',
    flag: 'telegram-app',
    variable: 'NEXT_PUBLIC_TELEGRAM_APP_URL',
    message: 'The site as your bot’s Mini App: BotFather’s direct link (empty: none)',
    help: 'https://t.me/<bot>/<app>, from BotFather’s /newapp; none by default',
    optional: true,
    fallback: () => null,
    check: async (value) => checkTelegramApp('NEXT_PUBLIC_TELEGRAM_APP_URL', value),
  },
  {
    key: 'brandColor',
    flag: 'color',
    variable: 'NEXT_PUBLIC_BRAND_COLOR',
    message: 'The brand colour (#rgb or #rrggbb; white text must read on it)',
    help: `the brand colour, #rrggbb; by default LewdIn's ${siteDefaults.brandColor}`,
    fallback: () => siteDefaults.brandColor,
    check: async (value) => checkColor('NEXT_PUBLIC_BRAND_COLOR', value),
  },
  {
    key: 'accentColor',
    flag: 'accent',
    variable: 'NEXT_PUBLIC_ACCENT_COLOR',
    message: 'The accent colour',
    help: 'the accent colour; by default one made from the brand colour',
    fallback: (known) => accentFor(known.brandColor ?? siteDefaults.brandColor),
    check: async (value) => checkColor('NEXT_PUBLIC_ACCENT_COLOR', value),
  },
  {
    key: 'mascot',
    flag: 'mascot',
    variable: 'NEXT_PUBLIC_MASCOT',
    message: 'The mascot: a PNG, WebP, JPEG or SVG file (empty: the generated portrait)',
    help: 'a PNG, WebP, JPEG or SVG file, copied into brand/; by default the generated portrait',
    optional: true,
    fallback: () => null,
    check: async (value, _known, root) => {
      if (!value) return null;
      const source = path.resolve(root, value);
      checkMascotPath(`brand/${path.basename(source)}`);
      await readMascot(source, root);
      return source;
    },
  },
  {
    key: 'chartUrl',
    flag: 'chart',
    variable: 'NEXT_PUBLIC_CHART_URL',
    message: 'The chart page, if any ({address} is replaced; empty: none)',
    help: 'the chart page (DexScreener, GeckoTerminal, Birdeye…); none by default',
    optional: true,
    fallback: () => null,
    choices: (known) => [
      {
        value: `https://dexscreener.com/${knownChain(known).dexscreener}/{address}`,
        label: 'DexScreener',
        hint: filled(`https://dexscreener.com/${knownChain(known).dexscreener}/{address}`, known),
      },
    ],
    check: async (value, known) => {
      const url = optionalUrl('NEXT_PUBLIC_CHART_URL', value);
      if (!url) return null;
      const address = addressOf(known)?.address ?? null;
      readChart(url, chainFrom(known), address);
      return url;
    },
  },
  {
    key: 'claims',
    flag: 'claims',
    variable: 'claims',
    message:
      'Your claims, which /contract checks against independent sources (e.g. mintRevoked, freezeRevoked, liquidityLocked=100; empty: none)',
    help: 'the team’s claims, checked on /contract: mintRevoked, freezeRevoked (Solana), ownerRenounced, maxTax=N (EVM chains), liquidityLocked=N, topTenMax=N; none by default',
    optional: true,
    fallback: () => null,
    check: async (value, known) => {
      const line = claimsLine(parseClaims(value, chainFrom(known)));
      return line || null;
    },
  },
  {
    key: 'bots',
    flag: 'bot',
    variable: 'trade.bots',
    message:
      'Your trading bots, NAME=LINK with {address} where the address goes, several with " | " between (empty: none)',
    help: 'a Telegram trading bot, "NAME=https://t.me/<bot>?start=…{address}…" (your referral link); more than once for several; none by default',
    optional: true,
    repeated: true,
    fallback: () => null,
    check: async (value, known) =>
      value ? tradeLines(parseTradeEntries('bots', value, launchedAddress(known))) : null,
  },
  {
    key: 'terminals',
    flag: 'terminal',
    variable: 'trade.terminals',
    message:
      'Your trading terminals, NAME=LINK with {address} where the address goes, several with " | " between (empty: none)',
    help: 'a web trading terminal, "NAME=https://<terminal>/…{address}…" (your referral link); more than once for several; none by default',
    optional: true,
    repeated: true,
    fallback: () => null,
    check: async (value, known) =>
      value ? tradeLines(parseTradeEntries('terminals', value, launchedAddress(known))) : null,
  },
  {
    key: 'raidPosts',
    flag: 'raid-post',
    variable: 'raid.posts',
    message:
      'Your raid posts, {ticker} and {url} filled in by the site, several with " | " between (empty: LewdIn’s)',
    help: 'a ready post for the raid kit on home, with {ticker} and {url}; more than once for several; LewdIn’s by default',
    optional: true,
    repeated: true,
    fallback: () => null,
    check: async (value, known) =>
      value
        ? joinEntries(
            parseRaidPosts(
              value,
              known.ticker ?? siteDefaults.ticker,
              known.brandName ?? siteDefaults.brandName,
            ),
          )
        : null,
  },
  {
    key: 'raidReply',
    flag: 'raid-reply',
    variable: 'raid.reply',
    message: 'The X post raiders reply under, https://x.com/<user>/status/<id> (empty: none)',
    help: 'the X post the raid kit’s "Reply to our post" answers, https://x.com/<user>/status/<id>; none by default',
    optional: true,
    fallback: () => null,
    check: async (value) => (value ? readRaidReply(value) : null),
  },
];

/** Asked last on a terminal: a language to start translating the file into (--add-language). */
export const LANGUAGE_QUESTION: Question = {
  key: 'language',
  flag: 'add-language',
  variable: '--add-language',
  message: 'Add a language? A BCP 47 tag such as ja, zh-Hans, pt-BR or ar (empty: none)',
  help: 'a translation to start beside the content file',
  optional: true,
  fallback: () => null,
  check: async (value) => value || null,
};
