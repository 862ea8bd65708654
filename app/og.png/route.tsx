import { sharedPage } from '@/data/pages';
import { shareCard } from '@/lib/brand';
import { siteLanguages } from '@/lib/content';

// A route named og.png exports to out/og.png, so every static host serves it as image/png.
export const dynamic = 'force-static';

/** Home's share card; the other routes' are app/og/[card], each translation's in app/[lang]. */
export function GET() {
  return shareCard(sharedPage('/', siteLanguages()[0]));
}
