import type { ChainId } from './chain/chains';
import type { TokenVenue } from './token-venue';

/**
 * "Buy in your wallet": links that open a wallet's own swap screen, or a swap page on the web,
 * with the token chosen to buy and the chain's native coin to pay with. Plain https links a tap
 * follows (universal links: a phone without the app gets the maker's site); no script opens them.
 * One table, so a maker that changes its form is one edit here, and the unit test builds every
 * link of every chain from it. The words around them are the content file's
 * (contract.buyInWallet); the names are the makers' own, in every language.
 */
export type SwapVenue = 'phantom' | 'trust' | 'metamask' | 'jupiter' | 'uniswap' | 'pancakeswap';

/** Where a link opens: the wallet's app, or a page on the web (in a new tab). */
export type SwapKind = 'wallet' | 'web';

export type SwapLink = {
  /** A venue of the table, or `launchpad`: the token page on the launchpad it launched on. */
  id: SwapVenue | 'launchpad';
  /** As the maker writes it: "Trust Wallet", "pump.fun". */
  name: string;
  kind: SwapKind;
  href: string;
};

type Form = (token: string) => string;
type Venue = { name: string; kind: SwapKind; forms: Partial<Record<ChainId, Form>> };

const encode = encodeURIComponent;

/** Wrapped SOL's mint, which Jupiter takes for SOL. */
export const WRAPPED_SOL = 'So11111111111111111111111111111111111111112';

/**
 * docs.phantom.com/phantom-deeplinks/other-methods/swap: `buy` and `sell` are CAIP-19 ids,
 * URL-encoded; an empty `sell` is the chain's native coin. Phantom names Solana `solana:101`, and
 * holds no BNB Chain tokens.
 */
const phantom = (caip19: string) => `https://phantom.app/ul/v1/swap?buy=${encode(caip19)}&sell=`;

/**
 * developer.trustwallet.com's deeplinking, "Open Swap": `from` and `to` in Trust's universal asset
 * id (UAI), `c<coin>` for a coin and `c<coin>_t<token>` for its token. The coin ids are Trust's own
 * (wallet-core's registry.json): 501 Solana, 60 Ethereum, 8453 Base, 20000714 BNB Smart Chain (not
 * 10000714, "Smart Chain Legacy", which one of its examples still uses).
 */
const trust = (coin: number, token: string) =>
  `https://link.trustwallet.com/swap?from=${encode(`c${coin}`)}&to=${encode(`c${coin}_t${token}`)}`;

/**
 * Not in MetaMask's public docs: what MetaMask Mobile's own handler of link.metamask.io/swap
 * reads (app/core/DeeplinkManager/Handlers/handleSwapUrl.ts in MetaMask/metamask-mobile): `from`,
 * `to` and `amount`, each optional, the tokens as CAIP-19 ids. `to` alone: a `from` on a chain the
 * visitor has not added throws, and the handler then drops every parameter.
 */
const metamask = (caip19: string) => `https://link.metamask.io/swap?to=${encode(caip19)}`;

/** MetaMask's CAIP-2 for Solana mainnet: its genesis hash, cut to 32 characters. */
const SOLANA_CAIP2 = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';

/**
 * The Uniswap interface's swap page: `chain` by its URL name, `inputCurrency` NATIVE for the
 * chain's coin (Uniswap's uniswap-ai swap planner, packages/plugins/uniswap-driver).
 */
const uniswap = (chain: string) => (token: string) =>
  `https://app.uniswap.org/swap?chain=${chain}&inputCurrency=NATIVE&outputCurrency=${encode(token)}`;

// The venues each chain gets, in the order the row lists them.
const VENUES: Record<SwapVenue, Venue> = {
  phantom: {
    name: 'Phantom',
    kind: 'wallet',
    forms: {
      solana: (mint) => phantom(`solana:101/address:${mint}`),
      ethereum: (token) => phantom(`eip155:1/address:${token}`),
      base: (token) => phantom(`eip155:8453/address:${token}`),
    },
  },
  metamask: {
    name: 'MetaMask',
    kind: 'wallet',
    forms: {
      solana: (mint) => metamask(`${SOLANA_CAIP2}/token:${mint}`),
      ethereum: (token) => metamask(`eip155:1/erc20:${token}`),
      base: (token) => metamask(`eip155:8453/erc20:${token}`),
      bsc: (token) => metamask(`eip155:56/erc20:${token}`),
    },
  },
  trust: {
    name: 'Trust Wallet',
    kind: 'wallet',
    forms: {
      solana: (mint) => trust(501, mint),
      ethereum: (token) => trust(60, token),
      base: (token) => trust(8453, token),
      bsc: (token) => trust(20000714, token),
    },
  },
  // jup.ag's swap page, by the mints it sells and buys. Not in Jupiter's docs (they cover its
  // APIs): the form token sites link it with, as public code shows.
  jupiter: {
    name: 'Jupiter',
    kind: 'web',
    forms: { solana: (mint) => `https://jup.ag/swap?sell=${WRAPPED_SOL}&buy=${encode(mint)}` },
  },
  // PancakeSwap's swap page: `chain` by its key, the native coin by its symbol (PancakeSwap's
  // pancakeswap-ai swap planner, packages/plugins/pancakeswap-driver).
  pancakeswap: {
    name: 'PancakeSwap',
    kind: 'web',
    forms: {
      bsc: (token) =>
        `https://pancakeswap.finance/swap?chain=bsc&inputCurrency=BNB&outputCurrency=${encode(token)}`,
    },
  },
  uniswap: {
    name: 'Uniswap',
    kind: 'web',
    forms: { ethereum: uniswap('ethereum'), base: uniswap('base'), bsc: uniswap('bnb') },
  },
};

/** The wallets first: Solana's own wallet leads there, MetaMask on the EVM chains. */
const ORDER: Record<ChainId, readonly SwapVenue[]> = {
  solana: ['phantom', 'trust', 'metamask', 'jupiter'],
  ethereum: ['metamask', 'trust', 'phantom', 'uniswap'],
  base: ['metamask', 'trust', 'phantom', 'uniswap'],
  bsc: ['metamask', 'trust', 'pancakeswap', 'uniswap'],
};

type SwapToken = {
  chain: ChainId;
  /** The mint or the checksummed 0x address; null before launch. */
  address: string | null;
  /** The token page, and where it is: a launchpad's page is offered on the web too. */
  tokenUrl: string | null;
  venue: TokenVenue;
};

/**
 * The swap links for the token, wallets then the web, and last the launchpad's own page where the
 * token launched on one (pump.fun, four.meme…: a coin still on its curve trades there). None
 * before launch.
 */
export function swapLinks({ chain, address, tokenUrl, venue }: SwapToken): SwapLink[] {
  if (!address) return [];
  const links = ORDER[chain].flatMap((id): SwapLink[] => {
    const { name, kind, forms } = VENUES[id];
    const form = forms[chain];
    return form ? [{ id, name, kind, href: form(address) }] : [];
  });
  if (tokenUrl && venue.action === 'buy') {
    links.push({ id: 'launchpad', name: venue.name, kind: 'web', href: tokenUrl });
  }
  return links;
}
