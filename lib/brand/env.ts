import { isSolanaAddress } from '../base58';
import { basePathMismatch, normaliseBasePath } from './base-path';
import { isHexColor, textContrastProblem } from './colors';
import { chartEmbed, ChartEmbedError } from '../chart-embed';
import { tokenVenue } from '../token-venue';

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
  contractAddress: string;
  /** `{address}` is replaced with the contract address. */
  tokenUrl: string;
  /** Names the venue when the token URL's host does not (see lib/token-venue.ts). */
  tokenVenue?: string;
  socialUrl: string;
  communityUrl: string;
  clickSoundUrl: string;
  uwuSoundUrl: string;
  siteUrl: string;
  /** Optional links: shown only when set. */
  telegramUrl?: string;
  chartUrl?: string;
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

function checkHttps(variable: string, value: string): string {
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

/** A sound is a path on this site (the base path is added) or an https URL. */
function checkSound(variable: string, value: string, basePath: string): string {
  if (value.startsWith('/') && !value.startsWith('//')) return `${basePath}${value}`;
  return checkHttps(variable, value);
}

function checkColor(variable: string, value: string): string {
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

function checkMark(value: string): string {
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
function checkMascotPath(value: string | null): string | null {
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

/**
 * Applies NEXT_PUBLIC_* overrides to the defaults and validates the result.
 * Throws a SiteConfigError naming the variable, so a bad value fails the build.
 */
export function readSiteConfig(env: Env, defaults: SiteDefaults) {
  const basePath = normaliseBasePath(env.NEXT_PUBLIC_BASE_PATH);
  const contractAddress = pick(env, 'NEXT_PUBLIC_CONTRACT_ADDRESS', defaults.contractAddress);
  if (!isSolanaAddress(contractAddress)) {
    throw new SiteConfigError(
      'NEXT_PUBLIC_CONTRACT_ADDRESS',
      `must be a Solana address: base58, 32–44 characters, decoding to 32 bytes (got "${contractAddress}").`,
    );
  }
  const url = (variable: string, fallback: string) =>
    checkHttps(variable, pick(env, variable, fallback));
  const sound = (variable: string, fallback: string) =>
    checkSound(variable, pick(env, variable, fallback), basePath);

  const optionalUrl = (variable: string, fallback: string | undefined) => {
    const value = pick(env, variable, fallback ?? '');
    return value ? checkHttps(variable, value) : null;
  };
  const brandName = pick(env, 'NEXT_PUBLIC_BRAND_NAME', defaults.brandName);
  const mascot = checkMascotPath(pick(env, 'NEXT_PUBLIC_MASCOT', defaults.mascot ?? '') || null);
  const tokenUrl = url(
    'NEXT_PUBLIC_TOKEN_URL',
    defaults.tokenUrl.replaceAll('{address}', contractAddress),
  );
  const chartUrl = optionalUrl('NEXT_PUBLIC_CHART_URL', defaults.chartUrl);
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
    ticker: pick(env, 'NEXT_PUBLIC_TICKER', defaults.ticker),
    contractAddress,
    tokenUrl,
    tokenVenue: tokenVenue(
      tokenUrl,
      pick(env, 'NEXT_PUBLIC_TOKEN_VENUE', defaults.tokenVenue ?? ''),
    ),
    socialUrl: url('NEXT_PUBLIC_SOCIAL_URL', defaults.socialUrl),
    communityUrl: url('NEXT_PUBLIC_COMMUNITY_URL', defaults.communityUrl),
    clickSoundUrl: sound('NEXT_PUBLIC_CLICK_SOUND_URL', defaults.clickSoundUrl),
    uwuSoundUrl: sound('NEXT_PUBLIC_UWU_SOUND_URL', defaults.uwuSoundUrl),
    siteUrl: url('NEXT_PUBLIC_SITE_URL', defaults.siteUrl),
    telegramUrl: optionalUrl('NEXT_PUBLIC_TELEGRAM_URL', defaults.telegramUrl),
    chartUrl,
    /** The chart's embed when chartUrl is a DexScreener, GeckoTerminal or Birdeye page. */
    chartEmbed: checkChart(chartUrl),
    basePath,
  };
}
