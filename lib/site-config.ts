import { isSolanaAddress } from './base58';

type Env = Record<string, string | undefined>;

export type SiteDefaults = {
  brandName: string;
  tagline: string;
  ticker: string;
  contractAddress: string;
  /** `{address}` is replaced with the contract address. */
  tokenUrl: string;
  socialUrl: string;
  communityUrl: string;
  clickSoundUrl: string;
  uwuSoundUrl: string;
  siteUrl: string;
};

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

export function normaliseBasePath(value: string | undefined): string {
  const trimmed = (value ?? '').trim().replace(/\/+$/, '');
  if (!trimmed) return '';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
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

  return {
    brandName: pick(env, 'NEXT_PUBLIC_BRAND_NAME', defaults.brandName),
    tagline: pick(env, 'NEXT_PUBLIC_TAGLINE', defaults.tagline),
    ticker: pick(env, 'NEXT_PUBLIC_TICKER', defaults.ticker),
    contractAddress,
    tokenUrl: url(
      'NEXT_PUBLIC_TOKEN_URL',
      defaults.tokenUrl.replaceAll('{address}', contractAddress),
    ),
    socialUrl: url('NEXT_PUBLIC_SOCIAL_URL', defaults.socialUrl),
    communityUrl: url('NEXT_PUBLIC_COMMUNITY_URL', defaults.communityUrl),
    clickSoundUrl: sound('NEXT_PUBLIC_CLICK_SOUND_URL', defaults.clickSoundUrl),
    uwuSoundUrl: sound('NEXT_PUBLIC_UWU_SOUND_URL', defaults.uwuSoundUrl),
    siteUrl: url('NEXT_PUBLIC_SITE_URL', defaults.siteUrl),
    basePath,
  };
}

export type SiteConfig = ReturnType<typeof readSiteConfig>;
