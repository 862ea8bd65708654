import {
  BACKPACK,
  COINBASE_WALLET,
  METAMASK,
  PHANTOM,
  SOLFLARE,
  TRUST_WALLET,
  type Wallet,
} from '../wallet-links';

/** The chains a token can be on: NEXT_PUBLIC_CHAIN's values. */
export const CHAIN_IDS = ['solana', 'ethereum', 'base', 'bsc'] as const;
export type ChainId = (typeof CHAIN_IDS)[number];

/** How a chain writes an address: base58 (Solana) or 0x and 40 hex digits (the EVM chains). */
export type AddressFamily = 'solana' | 'evm';

/**
 * Everything that differs between chains, in one table: the words the pages say, the wallets they
 * list, the explorer they link, and how the chart providers and launchpads name the chain in
 * their URLs. Components read these through `siteConfig().chain`; none branches on the chain.
 */
export type Chain = {
  id: ChainId;
  /** "Solana", "BNB Chain": "Solana token address", "your wallet's Base address". */
  name: string;
  /** The article before the name: "a Solana wallet", "an Ethereum wallet". */
  article: 'a' | 'an';
  /** The coin that pays, as the steps say it: "Fund it with ETH on Base." */
  gasToken: string;
  /** The coin's ticker alone: "swap ETH for $X", "enter how much ETH to spend". */
  gasSymbol: string;
  family: AddressFamily;
  /** The wallets the steps name (official sites) and whose browse links /contract offers. */
  wallets: readonly Wallet[];
  /** Trust Wallet's own id for the chain, which its browse link carries. */
  trustCoinId: number;
  /** The explorer beside the address: its name and its token page, `{address}` replaced. */
  explorer: { name: string; tokenUrl: string };
  /** How each chart provider names the chain in its URLs (dexscreener.com/<slug>/…). */
  dexscreener: string;
  geckoterminal: string;
  birdeye: string;
  /** How Uniswap (/explore/tokens/<name>/…, ?chain=) and PancakeSwap (?chain=) name it. */
  uniswap: readonly string[];
  pancakeswap: string | null;
  /** Launchpads and DEXes that trade on this chain only: their host names the chain. */
  venues: readonly string[];
  /** Token pages a team can pick from (`npm run setup` suggests them), `{address}` replaced. */
  tokenPages: readonly string[];
};

const EVM_WALLETS = [METAMASK, COINBASE_WALLET, TRUST_WALLET] as const;

export const CHAINS: Record<ChainId, Chain> = {
  solana: {
    id: 'solana',
    name: 'Solana',
    article: 'a',
    gasToken: 'SOL',
    gasSymbol: 'SOL',
    family: 'solana',
    wallets: [PHANTOM, SOLFLARE, BACKPACK],
    trustCoinId: 501,
    explorer: { name: 'Solscan', tokenUrl: 'https://solscan.io/token/{address}' },
    dexscreener: 'solana',
    geckoterminal: 'solana',
    birdeye: 'solana',
    uniswap: [],
    pancakeswap: null,
    venues: [
      'pump.fun',
      'jup.ag',
      'raydium.io',
      'meteora.ag',
      'orca.so',
      'letsbonk.fun',
      'believe.app',
    ],
    tokenPages: [
      'https://pump.fun/coin/{address}',
      'https://jup.ag/swap/SOL-{address}',
      'https://raydium.io/swap/?outputMint={address}',
      'https://app.meteora.ag/dlmm/{address}',
      'https://www.orca.so/?tokenOut={address}',
    ],
  },
  ethereum: {
    id: 'ethereum',
    name: 'Ethereum',
    article: 'an',
    gasToken: 'ETH',
    gasSymbol: 'ETH',
    family: 'evm',
    // Phantom holds Ethereum and Base tokens too, not BNB Chain's.
    wallets: [...EVM_WALLETS, PHANTOM],
    trustCoinId: 60,
    explorer: { name: 'Etherscan', tokenUrl: 'https://etherscan.io/token/{address}' },
    dexscreener: 'ethereum',
    geckoterminal: 'eth',
    birdeye: 'ethereum',
    uniswap: ['ethereum', 'mainnet'],
    pancakeswap: 'eth',
    venues: [],
    tokenPages: [
      'https://app.uniswap.org/explore/tokens/ethereum/{address}',
      'https://pancakeswap.finance/swap?chain=eth&outputCurrency={address}',
    ],
  },
  base: {
    id: 'base',
    name: 'Base',
    article: 'a',
    gasToken: 'ETH on Base',
    gasSymbol: 'ETH',
    family: 'evm',
    wallets: [...EVM_WALLETS, PHANTOM],
    trustCoinId: 8453,
    explorer: { name: 'Basescan', tokenUrl: 'https://basescan.org/token/{address}' },
    dexscreener: 'base',
    geckoterminal: 'base',
    birdeye: 'base',
    uniswap: ['base'],
    pancakeswap: 'base',
    venues: ['aerodrome.finance', 'zora.co', 'clanker.world'],
    tokenPages: [
      'https://app.uniswap.org/explore/tokens/base/{address}',
      'https://zora.co/coin/base:{address}',
      'https://www.clanker.world/clanker/{address}',
      'https://pancakeswap.finance/swap?chain=base&outputCurrency={address}',
    ],
  },
  bsc: {
    id: 'bsc',
    name: 'BNB Chain',
    article: 'a',
    gasToken: 'BNB',
    gasSymbol: 'BNB',
    family: 'evm',
    wallets: EVM_WALLETS,
    // 20000714 is Trust's BNB Smart Chain; 714 is the retired BNB Beacon Chain.
    trustCoinId: 20000714,
    explorer: { name: 'BscScan', tokenUrl: 'https://bscscan.com/token/{address}' },
    dexscreener: 'bsc',
    geckoterminal: 'bsc',
    birdeye: 'bsc',
    uniswap: ['bnb'],
    pancakeswap: 'bsc',
    venues: ['four.meme'],
    tokenPages: [
      'https://four.meme/token/{address}',
      'https://pancakeswap.finance/swap?chain=bsc&outputCurrency={address}',
    ],
  },
};

export function isChainId(value: string): value is ChainId {
  return (CHAIN_IDS as readonly string[]).includes(value);
}

/** "ethereum, base, bsc": the values of a family, as an error message lists them. */
export function chainIds(family?: AddressFamily): string {
  return CHAIN_IDS.filter((id) => !family || CHAINS[id].family === family).join(', ');
}
