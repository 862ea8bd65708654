/** Where the token trades, named as visitors know the venue. */
export type TokenVenue = {
  /** "pump.fun", "Jupiter", …: the name sentences use ("launched on pump.fun"). */
  name: string;
  /** What the venue calls a purchase: pump.fun has a Buy button, the DEXes a swap form. */
  action: 'buy' | 'swap';
};

const KNOWN_VENUES: Record<string, TokenVenue> = {
  'pump.fun': { name: 'pump.fun', action: 'buy' },
  'jup.ag': { name: 'Jupiter', action: 'swap' },
  'raydium.io': { name: 'Raydium', action: 'swap' },
  'meteora.ag': { name: 'Meteora', action: 'swap' },
  'orca.so': { name: 'Orca', action: 'swap' },
  'moonshot.money': { name: 'Moonshot', action: 'buy' },
  'believe.app': { name: 'Believe', action: 'buy' },
  'letsbonk.fun': { name: 'LetsBonk', action: 'buy' },
  'uniswap.org': { name: 'Uniswap', action: 'swap' },
  'aerodrome.finance': { name: 'Aerodrome', action: 'swap' },
  'pancakeswap.finance': { name: 'PancakeSwap', action: 'swap' },
  'four.meme': { name: 'four.meme', action: 'buy' },
  'zora.co': { name: 'Zora', action: 'buy' },
  'clanker.world': { name: 'Clanker', action: 'buy' },
};

/** The registrable part of a host we know: "swap.pump.fun" and "www.jup.ag" name their venue. */
function knownVenue(host: string): TokenVenue | undefined {
  const labels = host.toLowerCase().split('.');
  for (let i = 0; i < labels.length - 1; i += 1) {
    const venue = KNOWN_VENUES[labels.slice(i).join('.')];
    if (venue) return venue;
  }
  return undefined;
}

/**
 * The venue of the token page: the override when one is set (NEXT_PUBLIC_TOKEN_VENUE), else the
 * one its host names, else the host itself without "www.", which at least says where the link goes.
 */
export function tokenVenue(tokenUrl: string, override?: string): TokenVenue {
  const host = new URL(tokenUrl).hostname;
  const known = knownVenue(host);
  const name = override?.trim();
  if (name) return { name, action: known?.action ?? 'swap' };
  return known ?? { name: host.replace(/^www\./, ''), action: 'swap' };
}

/**
 * Where the token stands, as sentences say it: "$LEWD, newly launched on pump.fun"; before launch
 * (NEXT_PUBLIC_CONTRACT_ADDRESS=soon) "launching soon on pump.fun".
 */
export function launchStatus(venue: string, launched: boolean): string {
  return launched ? `newly launched on ${venue}` : `launching soon on ${venue}`;
}
