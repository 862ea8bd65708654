import type { SharedPage } from './metadata';
import { siteConfig } from './site';

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

/**
 * What a page's share card says: its title; /contract's the ticker, the chain and the shortened
 * address ("coming soon" before launch), and where it launched or will.
 */
export function cardContent({ route, title }: SharedPage): ShareCardContent {
  if (route === '/contract') {
    const { contractAddress, launchStatus } = siteConfig;
    return {
      title: `${siteConfig.ticker} contract`,
      lines: [
        `${siteConfig.chain.name} · ${contractAddress ? shortAddress(contractAddress) : 'coming soon'}`,
        `${launchStatus.charAt(0).toUpperCase()}${launchStatus.slice(1)}`,
      ],
    };
  }
  return {
    title,
    lines: [
      route === '/' ? siteConfig.tagline : `${siteConfig.ticker} · professional waifu networking`,
      'A parody, not financial advice',
    ],
  };
}

/** The file name of a page's card under /og/ ("contract.png"); home's is /og.png. */
export function cardFile({ image }: SharedPage): string {
  return image.split('/').pop() ?? '';
}
