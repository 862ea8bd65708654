import { sharedPage } from '@/data/pages';
import { routes } from '@/data/routes';
import { cardFile, shareCard } from '@/lib/brand';

// One card per route, exported as out/og/<route>.png: the parameter carries the extension, so
// static hosts serve each as image/png. Home's is app/og.png.
export const dynamic = 'force-static';
export const dynamicParams = false;

const cards = () => routes.filter((route) => route !== '/').map(sharedPage);

export function generateStaticParams() {
  return cards().map((page) => ({ card: cardFile(page) }));
}

export async function GET(_request: Request, { params }: RouteContext<'/og/[card]'>) {
  const { card } = await params;
  const page = cards().find((candidate) => cardFile(candidate) === card);
  if (!page) return new Response('Not found', { status: 404 });
  return shareCard(page);
}
