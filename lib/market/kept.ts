/**
 * The last answer, kept in the tab (sessionStorage) for KEEP_MS: a press within FRESH_MS of it
 * shows it again without asking, and a press after that which finds both sources failing shows it
 * rather than nothing. Storage that is full, off or tampered with is as good as empty.
 */
import { isRecord, reviveMarket, type Market } from './market';
import type { MarketQuery } from './query';

export const KEEP_MS = 30_000;
export const FRESH_MS = 15_000;

/** A market, or null for "no market anywhere", and when it was fetched. */
export type Kept = { market: Market | null; fetchedAt: number };

const keyOf = ({ dexscreener, address }: MarketQuery) =>
  `live-price:${dexscreener.origin}/${dexscreener.chainId}/${address}`;

export function readKept(query: MarketQuery, now: number): Kept | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(keyOf(query)) ?? 'null');
    if (!isRecord(value) || typeof value.fetchedAt !== 'number') return null;
    const { fetchedAt } = value;
    if (fetchedAt > now || now - fetchedAt >= KEEP_MS) {
      sessionStorage.removeItem(keyOf(query));
      return null;
    }
    const market = value.market === null ? null : reviveMarket(value.market, query);
    return market || value.market === null ? { market, fetchedAt } : null;
  } catch {
    return null;
  }
}

export function keep(query: MarketQuery, kept: Kept): void {
  try {
    sessionStorage.setItem(keyOf(query), JSON.stringify(kept));
  } catch {}
}
