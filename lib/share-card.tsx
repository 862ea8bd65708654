import { routes, type Route } from '@/data/routes';
import { shareCard } from './brand-images';
import { cardContent } from './share-card-content';

export { cardFile } from './share-card-content';

/** The routes whose cards app/og/[card] draws; home's is app/og.png. */
export const cardRoutes = routes.filter((route) => route !== '/');

export function routeCard(route: Route) {
  return shareCard(cardContent(route));
}
