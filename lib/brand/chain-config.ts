/**
 * The site config's values that depend on the token's chain and address: the address itself, the
 * chain, the chart, /contract's Live price and Check the token, and the team's claims.
 */
import { SiteConfigError } from './checks';
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
import { FakeOriginError, marketQuery } from '../market/query';
import { safetyQuery } from '../safety/query';
import { meaninglessClaims } from '../safety/claims';
import type { TokenClaims } from '../content/schema/claims';

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

/** Whether a control that is "on" or "off" is on. */
function isOn(variable: string, value: string): boolean {
  const choice = value.toLowerCase();
  if (choice !== 'on' && choice !== 'off') {
    throw new SiteConfigError(variable, `must be "on" or "off" (got "${value}").`);
  }
  return choice === 'on';
}

/**
 * Where /contract's Live price asks (lib/market/query.ts), or null: turned off, or before launch.
 * LIVE_PRICE_FAKE_ORIGIN is the browser tests' fake of the APIs, never a team's setting.
 */
export function readLivePrice(value: string, chain: Chain, address: string | null, fake?: string) {
  const on = isOn('NEXT_PUBLIC_LIVE_PRICE', value);
  try {
    return on && address ? marketQuery(chain, address, fake?.trim() || undefined) : null;
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
export function readSafetyCheck(
  value: string,
  chain: Chain,
  address: string | null,
  fake?: string,
) {
  const on = isOn('NEXT_PUBLIC_SAFETY_CHECK', value);
  try {
    return on && address ? safetyQuery(chain.id, address, fake?.trim() || undefined) : null;
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
