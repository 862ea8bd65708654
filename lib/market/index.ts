/**
 * The live price on /contract, loaded on the press: DEX Screener first, GeckoTerminal when it
 * fails (a network error, TIMEOUT_MS without an answer, a status other than 2xx, or no pair for the
 * token), the answer kept in the tab (./kept.ts), and the words the page shows (./format.ts).
 */
import { fromDexscreener } from './dexscreener';
import { fromGeckoterminal } from './geckoterminal';
import { FRESH_MS, keep, readKept } from './kept';
import type { Market, Outcome } from './market';
import type { MarketQuery } from './query';

export type { Market, Outcome } from './market';
export { TIMEOUT_MS } from './get-json';
export { marketView, type MarketView } from './format';

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
  const kept = readKept(query, now());
  if (kept && now() - kept.fetchedAt < FRESH_MS) return shown(kept.market, kept.fetchedAt, true);
  let market: Market | null;
  try {
    market = await lookUp(query);
  } catch {
    return kept ? shown(kept.market, kept.fetchedAt, true) : { kind: 'failed' };
  }
  const fetchedAt = now();
  keep(query, { market, fetchedAt });
  return shown(market, fetchedAt, false);
}
