import type { Metadata } from 'next';
import { FullLoadLinks } from '@/components/shell/full-load-links';
import { NotFoundPage } from '@/components/shell/not-found-page';
import { siteConfig } from '@/lib/brand';
import { siteContent } from '@/lib/content';
import RootLayout, { generateMetadata as documentMetadata } from './layout';

export { generateViewport } from './layout';

/**
 * The 404 page (out/404.html), as a document of its own. Not app/not-found.tsx: the root layout
 * carries its not-found UI in every page's payload, and the shell in the base language would be
 * in each translated page's HTML a second time.
 */
export function generateMetadata(): Metadata {
  return {
    ...documentMetadata(),
    title: `${siteContent().site.notFound.title} · ${siteConfig().brandName}`,
  };
}

export default function GlobalNotFound() {
  return (
    <RootLayout>
      <FullLoadLinks />
      <NotFoundPage />
    </RootLayout>
  );
}
