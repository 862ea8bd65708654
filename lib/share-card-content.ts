import { pages } from '@/data/pages';
import type { Route } from '@/data/routes';
import { siteConfig } from '@/data/site';

/** "5AMPLE…11pump": the first 6 and last 6 characters, for a card too narrow for all 44. */
export function shortAddress(address: string): string {
  return address.length <= 15 ? address : `${address.slice(0, 6)}…${address.slice(-6)}`;
}

export type ShareCardContent = {
  /** The page's own title, large. */
  title: string;
  /** Smaller lines under it. */
  lines: string[];
};

/** What a route's share card says: its title; /contract's the ticker and the shortened address. */
export function cardContent(route: Route): ShareCardContent {
  if (route === '/contract') {
    return {
      title: `${siteConfig.ticker} contract`,
      lines: [
        `Solana · ${shortAddress(siteConfig.contractAddress)}`,
        `Newly launched on ${siteConfig.tokenVenue.name}`,
      ],
    };
  }
  return {
    title: pages[route].title,
    lines: [
      route === '/' ? siteConfig.tagline : `${siteConfig.ticker} · professional waifu networking`,
      'A parody, not financial advice',
    ],
  };
}

/** The file name of a route's card under /og/ ("contract.png"); home's is /og.png. */
export function cardFile(route: Route): string {
  return pages[route].image.split('/').pop() ?? '';
}
