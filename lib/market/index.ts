/**
 * The live price on /contract, loaded on the press: DEX Screener first, GeckoTerminal when it
 * fails (a network error, TIMEOUT_MS without an answer, a status other than 2xx, or no pair for the
 * token), the answer kept in the tab (lib/kept.ts), and the words the page shows (./format.ts).
 */
import { keep, readKept } from '../kept';
import { fromDexscreener } from './dexscreener';
import { fromGeckoterminal } from './geckoterminal';
import { reviveMarket, type Market, type Outcome } from './market';
import type { MarketQuery } from './query';

export type { Market, Outcome } from './market';
export { TIMEOUT_MS } from './get-json';
export { marketView, type MarketView } from './format';

/**
 * The last answer is kept for KEEP_MS: a press within FRESH_MS of it shows it again without
 * asking, and a press after that which finds both sources failing shows it rather than nothing.
 */
export const KEEP_MS = 30_000;
export const FRESH_MS = 15_000;

const keyOf = ({ dexscreener, address }: MarketQuery) =>
  `live-price:${dexscreener.origin}/${dexscreener.chainId}/${address}`;

/** The kept market, or null for "no market anywhere", and when it was fetched. */
function readKeptMarket(query: MarketQuery, now: number) {
  const kept = readKept(keyOf(query), KEEP_MS, now);
  if (!kept) return null;
  const market = kept.value === null ? null : reviveMarket(kept.value, query);
  return market || kept.value === null ? { market, fetchedAt: kept.at } : null;
}

/** Both sources in turn; null when neither has a pair; throws when neither answers. */
async function lookUp(query: MarketQuery): Promise<Market | null> {
  let answered = false;
  try {
    const market = await fromDexscreener(query);
    if (market) return market;
    answered = true;
  } catch {}
  try {
    return await fromGeckoterminal(query);
  } catch (error) {
    // DEX Screener's "no pair" stands when GeckoTerminal cannot be asked.
    if (answered) return null;
    throw error;
  }
}

function shown(market: Market | null, fetchedAt: number, kept: boolean): Outcome {
  return market ? { kind: 'market', market, fetchedAt, kept } : { kind: 'none' };
}

/** What the press shows: the kept answer within FRESH_MS, else the sources' answer. */
export async function ask(query: MarketQuery, now: () => number = Date.now): Promise<Outcome> {
  const kept = readKeptMarket(query, now());
  if (kept && now() - kept.fetchedAt < FRESH_MS) return shown(kept.market, kept.fetchedAt, true);
  let market: Market | null;
  try {
    market = await lookUp(query);
  } catch {
    return kept ? shown(kept.market, kept.fetchedAt, true) : { kind: 'failed' };
  }
  const fetchedAt = now();
  keep(keyOf(query), { value: market, at: fetchedAt });
  return shown(market, fetchedAt, false);
}
