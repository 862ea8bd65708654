/**
 * What /contract's live price shows of a token's market, whichever source answered: a few numbers,
 * each checked here, and the pair's page, built here from checked parts. Anything else in a
 * response is never read.
 */
import type { MarketQuery } from './query';

export type Source = 'dexscreener' | 'geckoterminal';

export type Market = {
  source: Source;
  /** The pair's (pool's) page on the source. */
  pairUrl: string;
  priceUsd: number | null;
  marketCapUsd: number | null;
  /** Shown, labelled FDV, where the source has no market cap. */
  fdvUsd: number | null;
  /** Percent over 24 h: 12.3 is +12.3 %. */
  change24h: number | null;
  liquidityUsd: number | null;
  volume24hUsd: number | null;
  /** A launchpad pair with no pool yet (pump.fun's bonding curve): still the token's market. */
  bondingCurve: boolean;
};

/** What a press found: a market, no market anywhere, or neither source answering. */
export type Outcome =
  | { kind: 'market'; market: Market; fetchedAt: number; kept: boolean }
  | { kind: 'none' }
  | { kind: 'failed' };

// Above these, a value is a source's error, not a market: no token is worth $10M apiece, and
// no amount in dollars passes 10 trillion.
const MAX_PRICE = 1e7;
const MAX_USD = 1e13;
const MAX_CHANGE = 1e6;

const DECIMAL = /^-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** A number, or a string that is one (GeckoTerminal sends strings); null for anything else. */
export function finite(value: unknown): number | null {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && DECIMAL.test(value.trim())
        ? Number(value)
        : NaN;
  return Number.isFinite(n) ? n : null;
}

const within = (n: number | null, min: number, max: number, zero: boolean) =>
  n !== null && n >= min && n <= max && (zero || n !== 0) ? n : null;

/** A price: positive and sane; zero is no price, never "$0". */
export const price = (value: unknown) => within(finite(value), 0, MAX_PRICE, false);
/** Market cap, FDV, liquidity: positive dollars. */
export const dollars = (value: unknown) => within(finite(value), 0, MAX_USD, false);
/** A day's volume, which may truly be nothing. */
export const volume = (value: unknown) => within(finite(value), 0, MAX_USD, true);
/** A change in percent: never below -100 %. */
export const change = (value: unknown) => within(finite(value), -100, MAX_CHANGE, true);

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A field of a record, or undefined, at any depth: `field(pair, 'liquidity', 'usd')`. */
export function field(value: unknown, ...path: string[]): unknown {
  let at = value;
  for (const key of path) at = isRecord(at) ? at[key] : undefined;
  return at;
}

/** EVM addresses compare without case (checksums differ in case); base58 ones exactly. */
export function sameAddress(a: unknown, b: string): boolean {
  if (typeof a !== 'string') return false;
  return b.startsWith('0x') ? a.toLowerCase() === b.toLowerCase() : a === b;
}

const PATH_SEGMENT = /^[A-Za-z0-9]{1,100}$/;

/** An address from a response, fit for a URL path, or null. */
export const pathSegment = (value: unknown) =>
  typeof value === 'string' && PATH_SEGMENT.test(value) ? value : null;

/** The market read back from storage, each value checked again; null when it is not one. */
export function reviveMarket(value: unknown, query: MarketQuery): Market | null {
  if (!isRecord(value)) return null;
  const { source, pairUrl } = value;
  if (source !== 'dexscreener' && source !== 'geckoterminal') return null;
  const home = `${query[source].site}/`;
  if (typeof pairUrl !== 'string' || !pairUrl.startsWith(home)) return null;
  return {
    source,
    pairUrl,
    priceUsd: price(value.priceUsd),
    marketCapUsd: dollars(value.marketCapUsd),
    fdvUsd: dollars(value.fdvUsd),
    change24h: change(value.change24h),
    liquidityUsd: dollars(value.liquidityUsd),
    volume24hUsd: volume(value.volume24hUsd),
    bondingCurve: value.bondingCurve === true,
  };
}
