/**
 * The site config: the NEXT_PUBLIC_* variables applied to the defaults (./config.ts, the content
 * file's brand), each value checked by ./checks.ts or ./chain-config.ts.
 */
import { basePathMismatch, normaliseBasePath } from './base-path';
import {
  checkColor,
  checkHttps,
  checkMark,
  checkMascotPath,
  checkSound,
  checkTelegramApp,
  deriveMark,
  readLaunchAt,
  SiteConfigError,
} from './checks';
import {
  readAddress,
  readChain,
  readChart,
  readClaims,
  readLivePrice,
  readSafetyCheck,
} from './chain-config';
import { SAMPLE_BRAND, SAMPLE_CONTRACT_ADDRESS } from './sample';
import { PRELAUNCH_ADDRESS, type ChainId } from '../chain';
import { launchStatus, tokenVenue } from '../token-venue';
import type { TokenClaims } from '../content/schema/claims';
import type { Trade } from '../content/schema/trade';
import { readTrade } from '../trade/config';
import { statusId } from '../raid/links';
import { DEFAULT_CONTENT_FILE } from '../build/content/files.mjs';

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
  /** The team's trading bots and terminals (the content file's `trade:`), links checked here. */
  trade?: Trade;
  /** The X post the raid kit replies under (the content file's `raid.reply`). */
  raidReply?: string;
};

function pick(env: Env, variable: string, fallback: string): string {
  const value = env[variable]?.trim();
  return value ? value : fallback;
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
  // LewdIn's claims, bots and post are about LewdIn's token: a build under another name on
  // LewdIn's file makes none of them (as it may not keep LewdIn's address).
  const lewdinOwn = renamed && (!ownContent || ownContent === DEFAULT_CONTENT_FILE);
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
    claims: readClaims(lewdinOwn ? {} : (defaults.claims ?? {}), chain),
    /** The bots' and terminals' rows on /contract, addresses filled in; none before launch. */
    trade: readTrade(lewdinOwn ? undefined : defaults.trade, contractAddress),
    /** The raid kit's reply intent: the team's X post's id, or null. */
    raidReply: lewdinOwn || !defaults.raidReply ? null : statusId(defaults.raidReply),
    basePath,
  };
}
