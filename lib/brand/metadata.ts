import type { Metadata } from 'next';
import type { ShareCardContent } from './share-card';
import { siteConfig } from './site';

/** What the brand needs to describe and share one page (data/pages.ts has one per route). */
export type SharedPage = {
  route: string;
  /** The page's own title; home's is the site's default title. */
  title: string;
  /** The title the tab and the share card show, with the brand's name ("Jobs · LewdIn"). */
  fullTitle: string;
  description: string;
  /** The share image's file, served with a .png extension (see app/og). */
  image: string;
  /** The share image's alt text. */
  imageAlt: string;
  /** What the share card says (data/pages.ts words it from the content file). */
  card: ShareCardContent;
};

/** The address a route is shared and indexed under: the site URL (sub-path included) + route. */
export function canonicalUrl(route: string): string {
  return `${siteConfig.siteUrl}${route}`;
}

/** A page's own 1200×630 share image, as Open Graph and X list it. */
export function shareImages(page: SharedPage) {
  return [
    {
      url: `${siteConfig.siteUrl}${page.image}`,
      width: 1200,
      height: 630,
      alt: page.imageAlt,
    },
  ];
}

/**
 * A page's own metadata: title, description, canonical link and share card (Open Graph and X),
 * each pointing at the page itself and its own share image. Next replaces the layout's openGraph
 * and twitter objects rather than merging them, so each page sets them whole.
 */
export function pageMetadata(page: SharedPage): Metadata {
  const { route, title, fullTitle: shareTitle, description } = page;
  const images = shareImages(page);
  return {
    title: route === '/' ? { absolute: shareTitle } : title,
    description,
    alternates: { canonical: canonicalUrl(route) },
    openGraph: {
      type: 'website',
      siteName: siteConfig.brandName,
      title: shareTitle,
      description,
      url: canonicalUrl(route),
      images,
    },
    twitter: { card: 'summary_large_image', title: shareTitle, description, images },
  };
}
