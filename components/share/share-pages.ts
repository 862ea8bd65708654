import { fullTitle, pages } from '@/data/pages';
import { routes, type Route } from '@/data/routes';
import { canonicalUrl, siteConfig } from '@/lib/brand';

/** What sharing a route shares: its canonical URL, its title and a line naming the ticker. */
function sharePage(route: Route) {
  const { brandName, ticker } = siteConfig;
  const text =
    route === '/'
      ? `${brandName}: ${siteConfig.tagline}. Home of ${ticker}, not financial advice.`
      : `${pages[route].title} on ${brandName}, home of ${ticker}. Not financial advice.`;
  return { url: canonicalUrl(route), title: fullTitle(route), text };
}

/** Every route's share, for the share control, which picks the current one. */
export function sharePages() {
  return Object.fromEntries(routes.map((route) => [route, sharePage(route)]));
}

/** A path that is no route (the 404 page) shares home. */
export const fallbackShare = () => sharePage('/');
