import { fullTitle, pageText, sharedPage } from '@/data/pages';
import { routes, type Route } from '@/data/routes';
import { canonicalUrl, siteConfig } from '@/lib/brand';
import { fill, localPath, siteContent } from '@/lib/content';

/** The routes a Telegram story can start from, with their own share card. */
const STORY_ROUTES: readonly Route[] = ['/', '/profile', '/contract'];

/**
 * What sharing a route shares: its canonical URL, its title and a line naming the ticker; where a
 * Telegram story can start from it, its share card's URL, which the story posts with the line.
 */
function sharePage(route: Route) {
  const { share } = siteContent().site;
  const text = route === '/' ? share.home : fill(share.page, { title: pageText(route).title });
  const story = STORY_ROUTES.includes(route)
    ? { story: `${siteConfig().siteUrl}${sharedPage(route).image}` }
    : {};
  return { url: canonicalUrl(localPath(route)), title: fullTitle(route), text, ...story };
}

/**
 * Every route's share, by path, for the share control and the Mini App's story control, which
 * each pick the current one: one object, so the page carries it once.
 */
export function sharePages() {
  return Object.fromEntries(routes.map((route) => [localPath(route), sharePage(route)]));
}

/** A path that is no route (the 404 page) shares home. */
export const fallbackShare = () => sharePage('/');
