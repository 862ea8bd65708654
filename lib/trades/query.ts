/**
 * Where the latest trades ask, fixed at build time: the live price's query (its two origins, the
 * chain's names, the token), for the pool the live price finds, and the chain's explorer, where each
 * trader's address links. No live price, no trades: turned off or before launch, there is nothing
 * to ask and no button.
 */
import { CHAINS, type ChainId } from '../chain';
import type { MarketQuery } from '../market/query';

export type TradesQuery = {
  market: MarketQuery;
  /** An account on the chain's explorer, `{account}` replaced. */
  accountUrl: string;
  /** The explorer's name, in the link's words. */
  explorer: string;
};

/** An account's page on the chain's explorer, `{account}` to replace. */
export function explorerAccountUrl(chain: ChainId): string {
  const { explorer, family } = CHAINS[chain];
  return explorer.tokenUrl
    .replace('/token/', family === 'solana' ? '/account/' : '/address/')
    .replace('{address}', '{account}');
}

export function tradesQuery(market: MarketQuery | null, chain: ChainId): TradesQuery | null {
  if (!market) return null;
  return { market, accountUrl: explorerAccountUrl(chain), explorer: CHAINS[chain].explorer.name };
}
