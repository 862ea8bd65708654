/**
 * The latest trades, loaded on the press: the pool the live price finds (DEX Screener's pair, else
 * GeckoTerminal's top pool, kept in the tab for POOL_KEEP_MS), then GeckoTerminal's trades of that
 * pool, read into the few values the page shows (./trades.ts). Every failure is a reason of its
 * own, each with its words on the page.
 */
import { keep, readKept } from '../kept';
import { dexscreenerUrl, marketPair } from '../market/dexscreener';
import { ACCEPT, geckoterminalUrl, topPools } from '../market/geckoterminal';
import { BodyError, getJson, SourceError } from '../market/get-json';
import { field, pathSegment } from '../market/market';
import type { MarketQuery } from '../market/query';
import type { TradesQuery } from './query';
import { readTrades, TradesShapeError, type Trade } from './trades';

export { LATEST, type Trade } from './trades';
export { ago, formatAmount, formatUsd, shortAddress } from './format';

/** Why there are no trades to show; the page has words for each. */
export type Reason =
  /** A network error (how a 429 without CORS headers arrives), no answer in time, a 429 or 5xx. */
  | 'limited'
  /** Neither source knows a pool for the token, or GeckoTerminal knows no such pool. */
  | 'noPool'
  /** The pool has had no trade in the past 24 hours. */
  | 'noTrades'
  /** An answer that is not what its source documents. */
  | 'badBody'
  /** The browser says it is offline. */
  | 'offline';

export type TradesOutcome =
  { kind: 'trades'; trades: Trade[]; fetchedAt: number } | { kind: 'failed'; reason: Reason };

export const POOL_KEEP_MS = 10 * 60_000;

class NoPoolError extends Error {}

const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

const keyOf = ({ dexscreener, address }: MarketQuery) =>
  `trades-pool:${dexscreener.origin}/${dexscreener.chainId}/${address}`;

/** The pool's address: DEX Screener's pair, else GeckoTerminal's top pool. */
async function findPool(query: MarketQuery, now: number): Promise<string> {
  const kept = readKept(keyOf(query), POOL_KEEP_MS, now);
  const keptPool = pathSegment(kept?.value);
  if (keptPool) return keptPool;
  let failure: unknown = null;
  let answered = false;
  let pool: string | null = null;
  try {
    const { body } = await getJson(dexscreenerUrl(query));
    if (body === undefined) throw new SourceError('DEX Screener: not 2xx');
    const pair = marketPair(body, query);
    answered = true;
    pool = pair ? pathSegment(pair.pairAddress) : null;
  } catch (error) {
    failure = error;
  }
  if (!pool) {
    try {
      const { status, body } = await getJson(geckoterminalUrl(query), ACCEPT);
      if (status !== 404) {
        if (body === undefined) throw new SourceError(`GeckoTerminal: status ${status}`);
        pool = pathSegment(field(topPools(body, query).linked, 'attributes', 'address'));
      }
      answered = true;
    } catch (error) {
      failure ??= error;
    }
  }
  if (pool) {
    keep(keyOf(query), { value: pool, at: now });
    return pool;
  }
  // A source that answered "no pool" stands when the other could not be asked.
  throw answered ? new NoPoolError() : failure;
}

export function tradesUrl({ geckoterminal }: MarketQuery, pool: string): string {
  return `${geckoterminal.origin}/api/v2/networks/${geckoterminal.network}/pools/${pool}/trades`;
}

function reasonOf(error: unknown): Reason {
  if (error instanceof NoPoolError) return 'noPool';
  if (error instanceof BodyError || error instanceof TradesShapeError) return 'badBody';
  return offline() ? 'offline' : 'limited';
}

/** The pool's latest trades, or why there are none. */
export async function askTrades(
  { market }: TradesQuery,
  now: () => number = Date.now,
): Promise<TradesOutcome> {
  if (offline()) return { kind: 'failed', reason: 'offline' };
  try {
    const pool = await findPool(market, now());
    const { status, body } = await getJson(tradesUrl(market, pool), ACCEPT);
    if (status === 404) return { kind: 'failed', reason: 'noPool' };
    if (body === undefined) return { kind: 'failed', reason: 'limited' };
    const trades = readTrades(body, market.address);
    if (trades.length === 0) return { kind: 'failed', reason: 'noTrades' };
    return { kind: 'trades', trades, fetchedAt: now() };
  } catch (error) {
    return { kind: 'failed', reason: reasonOf(error) };
  }
}
