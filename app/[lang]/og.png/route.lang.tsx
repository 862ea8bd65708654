import { sharedPage } from '@/data/pages';
import { shareCard } from '@/lib/brand';
import { languageAt } from '@/lib/content';

// Each translation's home card: out/<lang>/og.png.
export const dynamic = 'force-static';
export const dynamicParams = false;
export { translationParams as generateStaticParams } from '@/lib/content';

export async function GET(_request: Request, { params }: { params: Promise<{ lang: string }> }) {
  return shareCard(sharedPage('/', languageAt((await params).lang)));
}
