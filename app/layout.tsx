import type { Metadata, Viewport } from 'next';
import { sharedPage } from '@/data/pages';
import { OVERLAY_END_ID } from '@/data/shell';
import { asset } from '@/lib/asset';
import { frameColours, shareImages, siteConfig } from '@/lib/brand';
import { siteLanguages } from '@/lib/content';
// A language's layout draws the shell; imported here too, its islands go in the root layout's
// chunks, which every page shares, rather than in each language's (docs/performance.md; npm run
// size holds the difference).
import '@/components/shell/site-shell';
import './globals.css';
// Every colour token, both schemes, written by `npm run art` (prebuild) from lib/brand/.
import './brand.css';

// The defaults for a page without its own (the 404 page); every route sets its own card with
// pageMetadata from lib/brand.
export function generateMetadata(): Metadata {
  const home = sharedPage('/');
  const homeTitle = home.fullTitle;
  const { siteUrl, brandName } = siteConfig();
  return {
    metadataBase: new URL(`${siteUrl}/`),
    title: { default: homeTitle, template: `%s · ${brandName}` },
    description: home.description,
    applicationName: brandName,
    openGraph: {
      type: 'website',
      siteName: brandName,
      title: homeTitle,
      description: home.description,
      images: shareImages(home),
    },
    twitter: {
      card: 'summary_large_image',
      title: homeTitle,
      description: home.description,
      images: shareImages(home),
    },
    icons: {
      icon: [{ url: asset('/icon.svg'), type: 'image/svg+xml' }],
      apple: [{ url: asset('/apple-touch-icon.png'), sizes: '180x180', type: 'image/png' }],
    },
  };
}

export function generateViewport(): Viewport {
  const { light, dark } = frameColours();
  return {
    themeColor: [
      { media: '(prefers-color-scheme: light)', color: light.header },
      { media: '(prefers-color-scheme: dark)', color: dark.header },
    ],
    width: 'device-width',
    initialScale: 1,
  };
}

/**
 * The document: `<html lang dir>` in the base language (the build writes each translation's into
 * its pages: this layout cannot know which segment is below it) and the body. The shell, in the
 * page's language, is in app/(site)/layout.tsx and app/[lang]/layout.lang.tsx.
 */
export default function RootLayout({ children }: { children: React.ReactNode }) {
  const { tag, dir } = siteLanguages()[0]!;
  return (
    <html lang={tag} dir={dir}>
      <head>
        {/* Chromium paints a half-parsed page as soon as it can, and under the overlay a shift
            still counts: the overlay's mascot moved as its words arrived. Rendering waits until
            the overlay is parsed; the page under it is kept out of the frames until the footer
            is (components/shell/overlay-clock.ts), or home's columns moved as the rest arrived
            (CLS up to 0.7 in the benchmark). */}
        <link rel="expect" href={`#${OVERLAY_END_ID}`} blocking="render" />
      </head>
      <body className="min-h-dvh pb-bottom-nav pt-header lg:pb-0">{children}</body>
    </html>
  );
}
