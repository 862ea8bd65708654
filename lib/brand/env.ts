import { basePathMismatch, normaliseBasePath } from './base-path';
import { isHexColor, textContrastProblem } from './colors';
import { SAMPLE_BRAND, SAMPLE_CONTRACT_ADDRESS } from './sample';
import { chartEmbed, ChartEmbedError } from '../chart-embed';
import {
  AddressError,
  chainIds,
  chainNamedBy,
  CHAINS,
  isChainId,
  namedChainLabel,
  parseAddress,
  PRELAUNCH_ADDRESS,
  type AddressFamily,
  type Chain,
  type ChainId,
} from '../chain';
import { launchStatus, tokenVenue } from '../token-venue';
import { LaunchAtError, parseLaunchAt } from '../launch/launch-at';
import { FakeOriginError, marketQuery } from '../market/query';
import { safetyQuery } from '../safety/query';
import { meaninglessClaims } from '../safety/claims';
import type { TokenClaims } from '../content/schema/claims';
import { DEFAULT_CONTENT_FILE } from '../content/files.mjs';

type Env = Record<string, string | undefined>;

export type SiteDefaults = {
  brandName: string;
  /** The square mark's 1–3 characters; derived from the name when not given (see deriveMark). */
  brandMark?: string;
  /** `#rgb` or `#rrggbb`; white text must read on it, and it as text on the page (WCAG AA). */
  brandColor: string;
  accentColor: string;
  /** A PNG, WebP, JPEG or SVG file relative to the project; null: the generated portrait. */
  mascot: string | null;
  tagline: string;
  ticker: string;
  /** A Solana or EVM address, or 'soon' before launch (lib/chain/address.ts). */
  contractAddress: string;
  /** Where it is unset, the address and the token URL say (see readChain). */
  chain?: ChainId;
  /** `{address}` is replaced with the contract address. */
  tokenUrl: string;
  /** Names the venue when the token URL's host does not (see lib/token-venue.ts). */
  tokenVenue?: string;
  /** The token on an explorer, `{address}` replaced; the chain's own explorer when not given. */
  explorerUrl?: string;
  socialUrl: string;
  communityUrl: string;
  clickSoundUrl: string;
  uwuSoundUrl: string;
  siteUrl: string;
  /** Optional links: shown only when set. */
  telegramUrl?: string;
  /** The site as the bot's Mini App, BotFather's direct link: https://t.me/<bot>/<app>. */
  telegramAppUrl?: string;
  /** `{address}` is replaced with the contract address, as in tokenUrl. */
  chartUrl?: string;
  /** 'on' (the default) or 'off': the Live price control on /contract, once launched. */
  livePrice?: string;
  /** 'on' (the default) or 'off': the Check the token control on /contract, once launched. */
  safetyCheck?: string;
  /** The team's claims (the content file's `claims:`), checked against the chain here. */
  claims?: TokenClaims;
  /** The announced launch, an ISO 8601 instant with Z or an offset; before launch, a countdown. */
  launchAt?: string;
};

export const MASCOT_TYPES = ['png', 'webp', 'jpg', 'jpeg', 'svg'] as const;
const MAX_MARK_LENGTH = 3;

export class SiteConfigError extends Error {
  constructor(variable: string, problem: string) {
    super(`Invalid site config: ${variable} ${problem}`);
    this.name = 'SiteConfigError';
  }
}

function pick(env: Env, variable: string, fallback: string): string {
  const value = env[variable]?.trim();
  return value ? value : fallback;
}

export function checkHttps(variable: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new SiteConfigError(variable, `must be an absolute https:// URL (got "${value}").`);
  }
  if (url.protocol !== 'https:') {
    throw new SiteConfigError(variable, `must use https:// (got "${value}").`);
  }
  return value.replace(/\/+$/, '');
}

// BotFather's direct link to a Mini App: a bot's username (5-32 characters, ending in "bot"), the
// app's short name (3-30), and optionally the start parameter Telegram hands the app.
const TELEGRAM_APP_LINK =
  /^https:\/\/t\.me\/[A-Za-z][A-Za-z0-9_]{1,28}bot\/[A-Za-z0-9_]{3,30}(\?startapp=[A-Za-z0-9_-]{1,512})?$/i;

/** A Mini App's direct link, or null when none is set. */
export function checkTelegramApp(variable: string, value: string): string | null {
  if (!value) return null;
  if (!TELEGRAM_APP_LINK.test(value)) {
    throw new SiteConfigError(
      variable,
      `must be the Mini App's direct link from BotFather, https://t.me/<bot>/<app> (got "${value}").`,
    );
  }
  return value;
}

/** A sound is a path on this site (the base path is added) or an https URL. */
function checkSound(variable: string, value: string, basePath: string): string {
  if (value.startsWith('/') && !value.startsWith('//')) return `${basePath}${value}`;
  return checkHttps(variable, value);
}

export function checkColor(variable: string, value: string): string {
  if (!isHexColor(value)) {
    throw new SiteConfigError(
      variable,
      `must be a colour written #rgb or #rrggbb (got "${value}").`,
    );
  }
  const problem = textContrastProblem(value);
  if (problem) throw new SiteConfigError(variable, `"${value}" cannot carry text: ${problem}.`);
  return value.toLowerCase();
}

/**
 * Visible characters: grapheme clusters, so an emoji with modifiers counts once, leaving out
 * spaces and invisible format characters (a zero-width space is no mark).
 */
export function visibleLength(value: string): number {
  return [...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(value)].filter(
    ({ segment }) => !/^[\s\p{Cf}\p{Cc}]+$/u.test(segment),
  ).length;
}

/** "LewdIn" -> "Lw", "PepeIn" -> "Pp": the first letter and the next consonant. */
export function deriveMark(brandName: string): string {
  const [first, ...rest] = [...brandName.replace(/[^\p{L}\p{N}]/gu, '')];
  if (first === undefined) return '';
  const next = rest.find((c) => /\p{L}/u.test(c) && !/[aeiouy]/i.test(c));
  return `${first.toUpperCase()}${(next ?? rest[0] ?? '').toLowerCase()}`;
}

export function checkMark(value: string): string {
  const length = visibleLength(value);
  if (length === 0 || length > MAX_MARK_LENGTH) {
    throw new SiteConfigError(
      'NEXT_PUBLIC_BRAND_MARK',
      `must be 1–${MAX_MARK_LENGTH} visible characters (got "${value}", ${length}).`,
    );
  }
  return value;
}

/** Only the file's name is checked here; ./mascot.ts reads its header before the build. */
export function checkMascotPath(value: string | null): string | null {
  if (value === null) return null;
  const extension = value.split('.').pop()?.toLowerCase() ?? '';
  if (value.startsWith('/') || value.split(/[\\/]/).includes('..')) {
    throw new SiteConfigError(
      'NEXT_PUBLIC_MASCOT',
      `must be a path inside the project, such as brand/mascot.png (got "${value}").`,
    );
  }
  if (!(MASCOT_TYPES as readonly string[]).includes(extension)) {
    throw new SiteConfigError(
      'NEXT_PUBLIC_MASCOT',
      `must be a PNG, WebP, JPEG or SVG file (got "${value}").`,
    );
  }
  return value;
}

/** A known chart provider's page becomes its embed; one in a form it cannot embed fails the build. */
function checkChart(chartUrl: string | null) {
  try {
    return chartUrl ? chartEmbed(chartUrl) : null;
  } catch (error) {
    if (error instanceof ChartEmbedError)
      throw new SiteConfigError('NEXT_PUBLIC_CHART_URL', error.message);
    throw error;
  }
}

const FAMILY: Record<AddressFamily, string> = {
  solana: 'a Solana address (base58)',
  evm: 'an EVM address (0x and 40 hex digits)',
};

/** The address, checksummed where EVM; null before launch. */
export function readAddress(value: string) {
  if (value.toLowerCase() === PRELAUNCH_ADDRESS) return null;
  try {
    return parseAddress(value);
  } catch (error) {
    if (error instanceof AddressError)
      throw new SiteConfigError('NEXT_PUBLIC_CONTRACT_ADDRESS', error.message);
    throw error;
  }
}

/**
 * NEXT_PUBLIC_CHAIN where it is set; otherwise Solana for a base58 address, and the chain the
 * token URL names for a 0x address (or before launch). The address's family, and any chain the
 * token URL names, must agree with it.
 */
export function readChain(
  set: string,
  address: ReturnType<typeof readAddress>,
  addressValue: string,
  tokenUrl: string,
): Chain {
  const chosen = set.toLowerCase();
  if (set && !isChainId(chosen)) {
    throw new SiteConfigError('NEXT_PUBLIC_CHAIN', `must be one of ${chainIds()} (got "${set}").`);
  }
  const named = chainNamedBy(tokenUrl);
  const family = address?.family;
  let id: ChainId;
  if (isChainId(chosen)) id = chosen;
  else if (family === 'solana') id = 'solana';
  else if (typeof named === 'string') id = named;
  else {
    throw new SiteConfigError(
      'NEXT_PUBLIC_CHAIN',
      `must be set: ${family === 'evm' ? `NEXT_PUBLIC_CONTRACT_ADDRESS "${addressValue}" is an EVM address` : 'before launch the address says nothing'}, and NEXT_PUBLIC_TOKEN_URL "${tokenUrl}" names no chain. Use one of ${chainIds(family)}.`,
    );
  }
  const chain = CHAINS[id];
  if (family && family !== chain.family) {
    throw set
      ? new SiteConfigError(
          'NEXT_PUBLIC_CHAIN',
          `"${set}" (${chain.name}) takes ${FAMILY[chain.family]}, but NEXT_PUBLIC_CONTRACT_ADDRESS "${addressValue}" is ${FAMILY[family]}.`,
        )
      : new SiteConfigError(
          'NEXT_PUBLIC_TOKEN_URL',
          `"${tokenUrl}" is a page on ${chain.name}, but NEXT_PUBLIC_CONTRACT_ADDRESS "${addressValue}" is ${FAMILY[family]}: set NEXT_PUBLIC_TOKEN_URL to the token's own page, and NEXT_PUBLIC_CHAIN to one of ${chainIds(family)}.`,
        );
  }
  if (named && named !== id) {
    throw new SiteConfigError(
      'NEXT_PUBLIC_TOKEN_URL',
      `"${tokenUrl}" is a page on ${namedChainLabel(named)}, but the token is on ${chain.name} (${set ? `NEXT_PUBLIC_CHAIN "${set}"` : 'its address is base58'}): set NEXT_PUBLIC_TOKEN_URL to its page on ${chain.name}.`,
    );
  }
  return chain;
}

/** How a chart provider writes the chain's charts, for the message of a chart on another chain. */
function chartForm(chartUrl: string, chain: Chain): string {
  const host = new URL(chartUrl).hostname.replace(/^www\./, '');
  if (host === 'dexscreener.com')
    return `https://dexscreener.com/${chain.dexscreener}/<pair or token address>`;
  if (host === 'geckoterminal.com')
    return `https://www.geckoterminal.com/${chain.geckoterminal}/pools/<pool address>`;
  if (host === 'birdeye.so')
    return `https://birdeye.so/token/<token address>?chain=${chain.birdeye}`;
  return `a chart of the token on ${chain.name}`;
}

/** A chart must be the token's chain's; before launch it is checked but not shown. */
export function readChart(chartUrl: string | null, chain: Chain, address: string | null) {
  if (!chartUrl) return { chartUrl: null, chartEmbed: null };
  const named = chainNamedBy(chartUrl);
  if (named && named !== chain.id) {
    throw new SiteConfigError(
      'NEXT_PUBLIC_CHART_URL',
      `"${chartUrl}" is a chart on ${namedChainLabel(named)}, but the token is on ${chain.name}: use ${chartForm(chartUrl, chain)}.`,
    );
  }
  // Before launch, the form is checked with a stand-in, so launch day cannot fail on it.
  const embed = checkChart(chartUrl.replaceAll('{address}', address ?? 'address'));
  if (!address) return { chartUrl: null, chartEmbed: null };
  return { chartUrl: chartUrl.replaceAll('{address}', address), chartEmbed: embed };
}

/** The launch instant in UTC (`2026-12-01T18:00:00Z`), or null when none is announced. */
export function readLaunchAt(value: string): string | null {
  if (!value) return null;
  try {
    return parseLaunchAt(value);
  } catch (error) {
    if (error instanceof LaunchAtError)
      throw new SiteConfigError('NEXT_PUBLIC_LAUNCH_AT', error.message);
    throw error;
  }
}

/**
 * Where /contract's Live price asks (lib/market/query.ts), or null: turned off, or before launch.
 * LIVE_PRICE_FAKE_ORIGIN is the browser tests' fake of the APIs, never a team's setting.
 */
function readLivePrice(value: string, chain: Chain, address: string | null, fake?: string) {
  const choice = value.toLowerCase();
  if (choice !== 'on' && choice !== 'off') {
    throw new SiteConfigError('NEXT_PUBLIC_LIVE_PRICE', `must be "on" or "off" (got "${value}").`);
  }
  try {
    return choice === 'on' && address
      ? marketQuery(chain, address, fake?.trim() || undefined)
      : null;
  } catch (error) {
    if (error instanceof FakeOriginError)
      throw new SiteConfigError('LIVE_PRICE_FAKE_ORIGIN', error.message);
    throw error;
  }
}

/**
 * Where /contract's Check the token asks (lib/safety/query.ts), or null: turned off, or before
 * launch. SAFETY_FAKE_ORIGIN is the browser tests' fake of the APIs, never a team's setting.
 */
function readSafetyCheck(value: string, chain: Chain, address: string | null, fake?: string) {
  const choice = value.toLowerCase();
  if (choice !== 'on' && choice !== 'off') {
    throw new SiteConfigError(
      'NEXT_PUBLIC_SAFETY_CHECK',
      `must be "on" or "off" (got "${value}").`,
    );
  }
  try {
    return choice === 'on' && address
      ? safetyQuery(chain.id, address, fake?.trim() || undefined)
      : null;
  } catch (error) {
    if (error instanceof FakeOriginError)
      throw new SiteConfigError('SAFETY_FAKE_ORIGIN', error.message);
    throw error;
  }
}

/** The team's claims, each of which must mean something on the token's chain. */
export function readClaims(claims: TokenClaims, chain: Chain): TokenClaims {
  const wrong = meaninglessClaims(claims, chain.family);
  if (wrong.length > 0) {
    const names = wrong.map((kind) => `claims.${kind}`).join(', ');
    throw new SiteConfigError(
      names,
      `${wrong.length === 1 ? 'means' : 'mean'} nothing on ${chain.name}: ${
        chain.family === 'solana'
          ? 'a Solana token has no owner to renounce, and its sources read no tax'
          : 'mint and freeze authorities are Solana’s'
      }. Remove ${wrong.length === 1 ? 'it' : 'them'} from the content file.`,
    );
  }
  return claims;
}

/**
 * Applies NEXT_PUBLIC_* overrides to the defaults and validates the result.
 * Throws a SiteConfigError naming the variable, so a bad value fails the build.
 * `ownContent`: the team's content file, when the build reads one rather than LewdIn's.
 */
export function readSiteConfig(
  env: Env,
  defaults: SiteDefaults,
  ownContent = env.NEXT_PUBLIC_CONTENT?.trim(),
) {
  const basePath = normaliseBasePath(env.NEXT_PUBLIC_BASE_PATH);
  const url = (variable: string, fallback: string) =>
    checkHttps(variable, pick(env, variable, fallback));
  const sound = (variable: string, fallback: string) =>
    checkSound(variable, pick(env, variable, fallback), basePath);

  const optionalUrl = (variable: string, fallback: string | undefined) => {
    const value = pick(env, variable, fallback ?? '');
    return value ? checkHttps(variable, value) : null;
  };
  const brandName = pick(env, 'NEXT_PUBLIC_BRAND_NAME', defaults.brandName);
  const ticker = pick(env, 'NEXT_PUBLIC_TICKER', defaults.ticker);
  const mascot = checkMascotPath(pick(env, 'NEXT_PUBLIC_MASCOT', defaults.mascot ?? '') || null);

  const addressValue = pick(env, 'NEXT_PUBLIC_CONTRACT_ADDRESS', defaults.contractAddress);
  const address = readAddress(addressValue);
  const renamed = brandName !== SAMPLE_BRAND.brandName || ticker !== SAMPLE_BRAND.ticker;
  if ((renamed || ownContent) && address?.address === SAMPLE_CONTRACT_ADDRESS) {
    const now = renamed
      ? `the brand is now ${brandName} (${ticker})`
      : `the site's words now come from ${ownContent}`;
    throw new SiteConfigError(
      'NEXT_PUBLIC_CONTRACT_ADDRESS',
      `is still ${SAMPLE_BRAND.brandName}'s sample address "${SAMPLE_CONTRACT_ADDRESS}", but ${now}: set your token's address, or NEXT_PUBLIC_CONTRACT_ADDRESS=${PRELAUNCH_ADDRESS} until it launches.`,
    );
  }
  const contractAddress = address?.address ?? null;
  // Templates: `{address}` is replaced once the token exists; before launch nothing links to it.
  const tokenTemplate = url('NEXT_PUBLIC_TOKEN_URL', defaults.tokenUrl);
  const chain = readChain(
    pick(env, 'NEXT_PUBLIC_CHAIN', defaults.chain ?? ''),
    address,
    addressValue,
    tokenTemplate,
  );
  const venue = tokenVenue(
    tokenTemplate,
    pick(env, 'NEXT_PUBLIC_TOKEN_VENUE', defaults.tokenVenue ?? ''),
  );
  const explorerTemplate = url(
    'NEXT_PUBLIC_EXPLORER_URL',
    defaults.explorerUrl ?? chain.explorer.tokenUrl,
  );
  const explorerHost = new URL(explorerTemplate).hostname.replace(/^www\./, '');
  const fill = (template: string) =>
    contractAddress ? template.replaceAll('{address}', contractAddress) : null;
  const chart = readChart(
    optionalUrl('NEXT_PUBLIC_CHART_URL', defaults.chartUrl),
    chain,
    contractAddress,
  );
  const mismatch = basePathMismatch(basePath, pick(env, 'NEXT_PUBLIC_SITE_URL', defaults.siteUrl));
  if (mismatch) throw new SiteConfigError('NEXT_PUBLIC_BASE_PATH', mismatch);

  return {
    brandName,
    brandMark: checkMark(
      pick(env, 'NEXT_PUBLIC_BRAND_MARK', defaults.brandMark ?? deriveMark(brandName)),
    ),
    brandColor: checkColor(
      'NEXT_PUBLIC_BRAND_COLOR',
      pick(env, 'NEXT_PUBLIC_BRAND_COLOR', defaults.brandColor),
    ),
    accentColor: checkColor(
      'NEXT_PUBLIC_ACCENT_COLOR',
      pick(env, 'NEXT_PUBLIC_ACCENT_COLOR', defaults.accentColor),
    ),
    /** The operator's file (project-relative), or null for the generated portrait. */
    mascot,
    tagline: pick(env, 'NEXT_PUBLIC_TAGLINE', defaults.tagline),
    ticker,
    /** False before launch (NEXT_PUBLIC_CONTRACT_ADDRESS=soon): no address, token page or chart. */
    launched: contractAddress !== null,
    /** The announced launch in UTC, or null; before launch, home and /contract count down to it. */
    launchAt: readLaunchAt(pick(env, 'NEXT_PUBLIC_LAUNCH_AT', defaults.launchAt ?? '')),
    /** Checksummed on the EVM chains; null before launch. */
    contractAddress,
    /** The token's page on its venue; null before launch. */
    tokenUrl: fill(tokenTemplate),
    tokenVenue: venue,
    /** "newly launched on pump.fun", or "launching soon on pump.fun" before launch. */
    launchStatus: launchStatus(venue.name, contractAddress !== null),
    /** The chain's words, wallets, explorer and URL names (lib/chain/chains.ts). */
    chain,
    /** "Solscan", or the host of NEXT_PUBLIC_EXPLORER_URL; its link, null before launch. */
    explorerName:
      explorerHost === new URL(chain.explorer.tokenUrl).hostname
        ? chain.explorer.name
        : explorerHost,
    explorerUrl: fill(explorerTemplate),
    socialUrl: url('NEXT_PUBLIC_SOCIAL_URL', defaults.socialUrl),
    communityUrl: url('NEXT_PUBLIC_COMMUNITY_URL', defaults.communityUrl),
    clickSoundUrl: sound('NEXT_PUBLIC_CLICK_SOUND_URL', defaults.clickSoundUrl),
    uwuSoundUrl: sound('NEXT_PUBLIC_UWU_SOUND_URL', defaults.uwuSoundUrl),
    siteUrl: url('NEXT_PUBLIC_SITE_URL', defaults.siteUrl),
    telegramUrl: optionalUrl('NEXT_PUBLIC_TELEGRAM_URL', defaults.telegramUrl),
    telegramAppUrl: checkTelegramApp(
      'NEXT_PUBLIC_TELEGRAM_APP_URL',
      pick(env, 'NEXT_PUBLIC_TELEGRAM_APP_URL', defaults.telegramAppUrl ?? ''),
    ),
    /** The chart link (null before launch), and its embed when it is a DexScreener, GeckoTerminal or Birdeye page. */
    chartUrl: chart.chartUrl,
    chartEmbed: chart.chartEmbed,
    /** Where the Live price control asks; null when there is none (off, or before launch). */
    livePrice: readLivePrice(
      pick(env, 'NEXT_PUBLIC_LIVE_PRICE', defaults.livePrice ?? 'on'),
      chain,
      contractAddress,
      env.LIVE_PRICE_FAKE_ORIGIN,
    ),
    /** Where Check the token asks; null when there is none (off, or before launch). */
    safetyCheck: readSafetyCheck(
      pick(env, 'NEXT_PUBLIC_SAFETY_CHECK', defaults.safetyCheck ?? 'on'),
      chain,
      contractAddress,
      env.SAFETY_FAKE_ORIGIN,
    ),
    /** The team's claims, shown on /contract; held against the sources on the press. */
    // LewdIn's claims are about LewdIn's token: a build under another name on LewdIn's file makes
    // none of them (as it may not keep LewdIn's address).
    claims: readClaims(
      renamed && (!ownContent || ownContent === DEFAULT_CONTENT_FILE)
        ? {}
        : (defaults.claims ?? {}),
      chain,
    ),
    basePath,
  };
}
