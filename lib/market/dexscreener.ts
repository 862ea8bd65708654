/**
 * DEX Screener's token endpoint, `GET /tokens/v1/{chainId}/{tokenAddresses}`: an array of the
 * token's pairs, no key, 300 requests a minute. The right pair is one whose base token is this
 * token (in a pair where it is the quote, priceUsd is the other token's price), the deepest by
 * liquidity.usd; a pump.fun pair still on its bonding curve has no liquidity and is the market
 * when there is no other. Prices come as strings and liquidity as a number; `priceChange` leaves out
 * windows it has no figure for, and `fdv` and `marketCap` may be absent.
 */
import { getJson, SourceError } from './get-json';
import {
  change,
  dollars,
  field,
  isRecord,
  pathSegment,
  price,
  sameAddress,
  volume,
  type Market,
} from './market';
import type { MarketQuery } from './query';

const depth = (pair: Record<string, unknown>) => dollars(field(pair, 'liquidity', 'usd'));

/** The token's own pairs on the build's chain in a tokens/v1 answer. */
export function ownPairs(body: unknown, query: MarketQuery): Record<string, unknown>[] {
  // Documented as an array; the older endpoints answer { pairs: null } for an unknown token, and
  // list an address's pairs on every chain, so a pair counts only on the build's chain.
  const list = Array.isArray(body) ? body : field(body, 'pairs');
  if (list !== null && !Array.isArray(list))
    throw new SourceError('DEX Screener: not a list of pairs');
  return (list ?? [])
    .filter(isRecord)
    .filter((pair) => pair.chainId === query.dexscreener.chainId)
    .filter((pair) => sameAddress(field(pair, 'baseToken', 'address'), query.address));
}

/** The token's market pair in a tokens/v1 answer, or null when it has none. */
export function marketPair(body: unknown, query: MarketQuery): Record<string, unknown> | null {
  const own = ownPairs(body, query);
  const pooled = own.filter((pair) => depth(pair) !== null);
  const pair =
    pooled.sort((a, b) => depth(b)! - depth(a)!)[0] ??
    own.find((p) => p.dexId === 'pumpfun' && p.liquidity === undefined) ??
    own[0];
  return pair ?? null;
}

/** The token's market in a tokens/v1 answer, or null when it has no pair. */
export function readDexscreener(body: unknown, query: MarketQuery): Market | null {
  const pair = marketPair(body, query);
  if (!pair) return null;
  const { chainId, site } = query.dexscreener;
  return {
    source: 'dexscreener',
    pairUrl: `${site}/${chainId}/${pathSegment(pair.pairAddress) ?? query.address}`,
    priceUsd: price(pair.priceUsd),
    marketCapUsd: dollars(pair.marketCap),
    fdvUsd: dollars(pair.fdv),
    change24h: change(field(pair, 'priceChange', 'h24')),
    liquidityUsd: depth(pair),
    volume24hUsd: volume(field(pair, 'volume', 'h24')),
    bondingCurve: pair.dexId === 'pumpfun' && pair.liquidity === undefined,
  };
}

export function dexscreenerUrl({ dexscreener, address }: MarketQuery): string {
  return `${dexscreener.origin}/tokens/v1/${dexscreener.chainId}/${address}`;
}

/** Asks DEX Screener; throws a SourceError when it fails (a status other than 2xx included). */
export async function fromDexscreener(query: MarketQuery): Promise<Market | null> {
  const { status, body } = await getJson(dexscreenerUrl(query));
  if (body === undefined) throw new SourceError(`DEX Screener: status ${status}`);
  return readDexscreener(body, query);
}
