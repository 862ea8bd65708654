import { cardFile, cardRoutes, routeCard } from '@/lib/share-card';

// One card per route, exported as out/og/<route>.png: the parameter carries the extension, so
// static hosts serve each as image/png.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return cardRoutes.map((route) => ({ card: cardFile(route) }));
}

export async function GET(_request: Request, { params }: RouteContext<'/og/[card]'>) {
  const { card } = await params;
  const route = cardRoutes.find((candidate) => cardFile(candidate) === card);
  if (!route) return new Response('Not found', { status: 404 });
  return routeCard(route);
}
