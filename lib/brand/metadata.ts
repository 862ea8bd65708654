import type { Metadata } from 'next';
import type { SharedPage } from './share-card';
import { siteConfig } from './site';

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
