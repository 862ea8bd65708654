import { shortAddress, siteConfig, type SharedPage } from '@/lib/brand';
import type { ShareCardContent } from '@/lib/brand/share-card';
import { fill, siteContent, type Content } from '@/lib/content';
import { upcomingLaunch, utcTime } from './launch';
import type { Route } from './routes';

/** Each route's entry in the content file's `pages` section. */
const pageKeys: Record<Route, keyof Content['pages']> = {
  '/': 'home',
  '/network': 'network',
  '/jobs': 'jobs',
  '/messaging': 'messaging',
  '/notifications': 'notifications',
  '/profile': 'profile',
  '/contract': 'contract',
};

/** The share image's file, served with a .png extension (see app/og). */
const image = (route: Route) => (route === '/' ? '/og.png' : `/og${route}.png`);

/** A route's title and description, from the content file. */
export function pageText(route: Route): { title: string; description: string } {
  const { pages, me } = siteContent();
  const { title, description } = pages[pageKeys[route]];
  return { title, description: fill(description, { name: me.name, headline: me.headline }) };
}

/** The full title a page shows in the tab and on its share card. */
export function fullTitle(route: Route): string {
  const { title } = pageText(route);
  return route === '/'
    ? `${siteConfig.brandName} · ${title}`
    : `${title} · ${siteConfig.brandName}`;
}

/**
 * What a page's share card says: its title; /contract's the ticker and the shortened address.
 * Before launch, with a launch time, every card says when, in UTC.
 */
function cardContent(route: Route, title: string): ShareCardContent {
  const { shareCards, lang } = siteContent();
  const { contractAddress } = siteConfig;
  const launch = upcomingLaunch();
  const launchLine = launch ? fill(shareCards.launchAt, { time: utcTime(launch, lang) }) : null;
  if (route === '/contract') {
    return {
      title: shareCards.contractTitle,
      lines: [
        fill(shareCards.contractAddress, {
          address: contractAddress ? shortAddress(contractAddress) : shareCards.comingSoon,
        }),
        contractAddress ? shareCards.contractLaunched : (launchLine ?? shareCards.contractSoon),
      ],
    };
  }
  return {
    title,
    lines: [
      route === '/' ? shareCards.tagline : shareCards.pageLine,
      ...(launchLine ? [launchLine] : []),
      shareCards.disclaimer,
    ],
  };
}

/** A route's entry as the brand's metadata and share cards take it. */
export function sharedPage(route: Route): SharedPage {
  const { title, description } = pageText(route);
  const full = fullTitle(route);
  return {
    route,
    title,
    description,
    fullTitle: full,
    image: image(route),
    imageAlt: fill(siteContent().shareCards.imageAlt, { title: full }),
    card: cardContent(route, title),
  };
}
