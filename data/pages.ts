import { shortAddress, siteConfig, type SharedPage } from '@/lib/brand';
import type { ShareCardContent } from '@/lib/brand/share-card';
import {
  fill,
  localPath,
  pageLanguage,
  siteContent,
  siteLanguages,
  type Content,
  type Language,
} from '@/lib/content';
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

/** The share image's file, served with a .png extension (see app/og), in the language's folder. */
const image = (route: Route, language: Language) =>
  localPath(route === '/' ? '/og.png' : `/og${route}.png`, language);

/** A route's title and description, from the content file. */
export function pageText(
  route: Route,
  language: Language = pageLanguage(),
): { title: string; description: string } {
  const { pages, me } = siteContent(language.tag);
  const { title, description } = pages[pageKeys[route]];
  return { title, description: fill(description, { name: me.name, headline: me.headline }) };
}

/** The full title a page shows in the tab and on its share card. */
export function fullTitle(route: Route, language: Language = pageLanguage()): string {
  const { title } = pageText(route, language);
  return route === '/'
    ? `${siteConfig().brandName} · ${title}`
    : `${title} · ${siteConfig().brandName}`;
}

/**
 * What a page's share card says: its title; /contract's the ticker and the shortened address.
 * Before launch, with a launch time, every card says when, in UTC.
 */
function cardContent(route: Route, title: string, language: Language): ShareCardContent {
  const { shareCards } = siteContent(language.tag);
  const { tag: lang, dir } = language;
  const { contractAddress } = siteConfig();
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
      lang,
      dir,
    };
  }
  return {
    title,
    lines: [
      route === '/' ? shareCards.tagline : shareCards.pageLine,
      ...(launchLine ? [launchLine] : []),
      shareCards.disclaimer,
    ],
    lang,
    dir,
  };
}

/** A route's entry as the brand's metadata and share cards take it, in the page's language. */
export function sharedPage(route: Route, language: Language = pageLanguage()): SharedPage {
  const { title, description } = pageText(route, language);
  const full = fullTitle(route, language);
  return {
    route,
    path: localPath(route, language),
    languages: Object.fromEntries(
      siteLanguages().map((other) => [other.tag, localPath(route, other)]),
    ),
    lang: language.tag,
    title,
    description,
    fullTitle: full,
    image: image(route, language),
    imageAlt: fill(siteContent(language.tag).shareCards.imageAlt, { title: full }),
    card: cardContent(route, title, language),
  };
}
