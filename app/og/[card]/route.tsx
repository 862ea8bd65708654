import { sharedPage } from '@/data/pages';
import { routes } from '@/data/routes';
import { cardFile, shareCard } from '@/lib/brand';
import { siteLanguages } from '@/lib/content';

// One card per route, exported as out/og/<route>.png: the parameter carries the extension, so
// static hosts serve each as image/png. Home's is app/og.png; each translation's are in
// app/[lang]/og.
export const dynamic = 'force-static';
export const dynamicParams = false;

const cards = () =>
  routes.filter((route) => route !== '/').map((route) => sharedPage(route, siteLanguages()[0]));

export function generateStaticParams() {
  return cards().map((page) => ({ card: cardFile(page) }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ card: string }> }) {
  const { card } = await params;
  const page = cards().find((candidate) => cardFile(candidate) === card);
  if (!page) return new Response('Not found', { status: 404 });
  return shareCard(page);
}
