import { sharedPage } from '@/data/pages';
import { routes } from '@/data/routes';
import { cardFile, shareCard } from '@/lib/brand';
import { languageAt, translationParams } from '@/lib/content';

// Each translation's cards, in its words and script: out/<lang>/og/<route>.png.
export const dynamic = 'force-static';
export const dynamicParams = false;

const cards = (segment: string) =>
  routes.filter((route) => route !== '/').map((route) => sharedPage(route, languageAt(segment)));

export function generateStaticParams() {
  return translationParams().flatMap(({ lang }) =>
    cards(lang).map((page) => ({ lang, card: cardFile(page) })),
  );
}

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ lang: string; card: string }> },
) {
  const { lang, card } = await params;
  const page = cards(lang).find((candidate) => cardFile(candidate) === card);
  if (!page) return new Response('Not found', { status: 404 });
  return shareCard(page);
}
