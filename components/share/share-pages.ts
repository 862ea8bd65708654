import { fullTitle, pageText, sharedPage } from '@/data/pages';
import { routes, type Route } from '@/data/routes';
import { canonicalUrl, siteConfig } from '@/lib/brand';
import { fill, localPath, siteContent } from '@/lib/content';

/** What sharing a route shares: its canonical URL, its title and a line naming the ticker. */
function sharePage(route: Route) {
  const { share } = siteContent().site;
  const text = route === '/' ? share.home : fill(share.page, { title: pageText(route).title });
  return { url: canonicalUrl(localPath(route)), title: fullTitle(route), text };
}

/** Every route's share, for the share control, which picks the current one. */
export function sharePages() {
  return Object.fromEntries(routes.map((route) => [localPath(route), sharePage(route)]));
}

/** A path that is no route (the 404 page) shares home. */
export const fallbackShare = () => sharePage('/');

/** The pages a Telegram story can start from, by path: each page's own share card and line. */
export function storyPages() {
  return Object.fromEntries(
    (['/', '/profile', '/contract'] as const).map((route) => [
      localPath(route),
      { mediaUrl: `${siteConfig.siteUrl}${sharedPage(route).image}`, text: sharePage(route).text },
    ]),
  );
}
