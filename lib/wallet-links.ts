/**
 * Links that open a page inside a wallet's own browser on a phone, where buying works, in the
 * forms each wallet documents as universal links (https, so a phone without the app gets the
 * wallet's site instead of an error; never a custom scheme://). Which wallets a chain lists is in
 * lib/chain/chains.ts.
 */
export type WalletLink = { wallet: string; href: string };

/** A wallet's browse link for `url`, with `ref` (this site) where the wallet asks for it. */
export type BrowseLink = (url: string, ref: string, trustCoinId: number) => string;

/** A wallet a visitor can get: its name, its official site and, when it has one, its browse link. */
export type Wallet = { name: string; site: string; browse: BrowseLink | null };

const encode = encodeURIComponent;

/**
 * Each maker's own form; they disagree, so each is pinned by a unit test.
 * docs.phantom.com/phantom-deeplinks/other-methods/browse: the URL and ref percent-encoded.
 */
export const PHANTOM: Wallet = {
  name: 'Phantom',
  site: 'https://phantom.com',
  browse: (url, ref) => `https://phantom.app/ul/browse/${encode(url)}?ref=${encode(ref)}`,
};

/** docs.solflare.com/solflare/technical/deeplinks/other-methods/browse: as Phantom's. */
export const SOLFLARE: Wallet = {
  name: 'Solflare',
  site: 'https://solflare.com',
  browse: (url, ref) => `https://solflare.com/ul/v1/browse/${encode(url)}?ref=${encode(ref)}`,
};

/** Backpack documents no browse link, so it has none here. */
export const BACKPACK: Wallet = { name: 'Backpack', site: 'https://backpack.app', browse: null };

/**
 * MetaMask's dapp link takes the URL without its scheme and not percent-encoded: an encoded URL
 * is reported to open a blank tab.
 */
export const METAMASK: Wallet = {
  name: 'MetaMask',
  site: 'https://metamask.io',
  browse: (url) => `https://link.metamask.io/dapp/${url.replace(/^https:\/\//, '')}`,
};

/** Coinbase Wallet's dapp link takes the whole URL, percent-encoded, as cb_url. */
export const COINBASE_WALLET: Wallet = {
  name: 'Coinbase Wallet',
  site: 'https://www.coinbase.com/wallet',
  browse: (url) => `https://go.cb-w.com/dapp?cb_url=${encode(url)}`,
};

/**
 * developer.trustwallet.com's open_url: the chain by Trust's own coin id (60 Ethereum, 8453 Base,
 * 20000714 BNB Chain) and the URL percent-encoded.
 */
export const TRUST_WALLET: Wallet = {
  name: 'Trust Wallet',
  site: 'https://trustwallet.com',
  browse: (url, _ref, coinId) =>
    `https://link.trustwallet.com/open_url?coin_id=${coinId}&url=${encode(url)}`,
};

/** "Open in …" for `url`, one per wallet of `chain` that has a browse link. */
export function walletBrowseLinks(
  chain: { wallets: readonly Wallet[]; trustCoinId: number },
  url: string,
  ref: string,
): WalletLink[] {
  return chain.wallets.flatMap(({ name, browse }) =>
    browse ? [{ wallet: name, href: browse(url, ref, chain.trustCoinId) }] : [],
  );
}
