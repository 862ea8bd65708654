import { CHAIN_IDS, CHAINS, type Chain, type ChainId } from './chains';

/**
 * The chain a token page or chart URL names: one of ours, another chain by the name the URL uses
 * (`{ other: 'arbitrum' }`), or null when the URL says nothing about its chain.
 */
export type NamedChain = ChainId | { other: string } | null;

const hostIs = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

function byName(name: string | undefined, key: (chain: Chain) => readonly string[]): NamedChain {
  if (!name) return null;
  const lower = name.toLowerCase();
  return CHAIN_IDS.find((id) => key(CHAINS[id]).includes(lower)) ?? { other: lower };
}

/**
 * Reads the chain the way each site writes it: DexScreener's and GeckoTerminal's first path
 * segment, Birdeye's `chain` (Solana when absent), Uniswap's /explore/<kind>/<chain>/ or `chain`,
 * PancakeSwap's `chain`, and the host of a venue that trades on one chain only.
 */
export function chainNamedBy(url: string): NamedChain {
  const parsed = new URL(url);
  const host = parsed.hostname.toLowerCase();
  const [first, , third] = parsed.pathname.split('/').filter(Boolean);
  const query = parsed.searchParams.get('chain') ?? undefined;
  if (hostIs(host, 'dexscreener.com')) return byName(first, (c) => [c.dexscreener]);
  if (hostIs(host, 'geckoterminal.com')) return byName(first, (c) => [c.geckoterminal]);
  if (hostIs(host, 'birdeye.so')) return byName(query ?? 'solana', (c) => [c.birdeye]);
  if (hostIs(host, 'uniswap.org')) {
    return byName(first === 'explore' && third ? third : query, (c) => c.uniswap);
  }
  if (hostIs(host, 'pancakeswap.finance')) {
    return byName(query, (c) => (c.pancakeswap ? [c.pancakeswap] : []));
  }
  return CHAIN_IDS.find((id) => CHAINS[id].venues.some((venue) => hostIs(host, venue))) ?? null;
}

/** "Base", or the URL's own word for a chain the site does not know ("arbitrum"). */
export function namedChainLabel(named: Exclude<NamedChain, null>): string {
  return typeof named === 'string' ? CHAINS[named].name : `"${named.other}"`;
}
