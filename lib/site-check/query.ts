/**
 * Where "Is this the token's own site?" asks, fixed at build time: DEX Screener's tokens/v1 (the
 * live price's request, whose pairs carry `info.websites`) and GeckoTerminal's token info (Check
 * the token's, which carries `websites`), both on origins the page already asks; and the site's
 * base path, which the page's address is compared with, beside `location.origin`.
 */
import { dexscreenerUrl } from '../market/dexscreener';
import type { MarketQuery } from '../market/query';

export type SiteSource = 'dexscreener' | 'geckoterminal';

export type SiteCheckQuery = {
  market: MarketQuery;
  urls: Record<SiteSource, string>;
  /** The source's own page for the token, where a team edits nothing but a visitor can look. */
  pages: Record<SiteSource, string>;
  /** '' at a host's root, else '/name' (GitHub Pages' project sites). */
  basePath: string;
};

export function siteCheckQuery(
  market: MarketQuery | null,
  basePath: string,
): SiteCheckQuery | null {
  if (!market) return null;
  const { geckoterminal: gecko, dexscreener: dex, address } = market;
  return {
    market,
    urls: {
      dexscreener: dexscreenerUrl(market),
      geckoterminal: `${gecko.origin}/api/v2/networks/${gecko.network}/tokens/${address}/info`,
    },
    pages: {
      dexscreener: `${dex.site}/${dex.chainId}/${address}`,
      geckoterminal: `${gecko.site}/${gecko.network}/tokens/${address}`,
    },
    basePath,
  };
}
