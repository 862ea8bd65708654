/**
 * Links that open a page inside a wallet's own browser on a phone, where buying works, in the
 * forms each wallet documents as universal links (https, so a phone without the app gets the
 * wallet's site instead of an error; never a custom scheme://).
 */
export type WalletLink = { wallet: string; href: string };

/** Wallets a visitor can get, with their official sites. */
export const WALLETS = [
  { name: 'Phantom', site: 'https://phantom.com' },
  { name: 'Solflare', site: 'https://solflare.com' },
  { name: 'Backpack', site: 'https://backpack.app' },
] as const;

// docs.phantom.com/phantom-deeplinks/other-methods/browse and
// docs.solflare.com/solflare/technical/deeplinks/other-methods/browse. Backpack documents no
// browse link, so it has none here.
const BROWSE_LINKS: Record<string, string> = {
  Phantom: 'https://phantom.app/ul/browse/',
  Solflare: 'https://solflare.com/ul/v1/browse/',
};

/** "Open in Phantom" and "Open in Solflare" for `url`, with `ref` (this site) as the wallets ask. */
export function walletBrowseLinks(url: string, ref: string): WalletLink[] {
  return Object.entries(BROWSE_LINKS).map(([wallet, base]) => ({
    wallet,
    href: `${base}${encodeURIComponent(url)}?ref=${encodeURIComponent(ref)}`,
  }));
}
