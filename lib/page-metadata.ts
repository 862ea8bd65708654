import type { Metadata } from 'next';
import { fullTitle, pages } from '@/data/pages';
import type { Route } from '@/data/routes';
import { siteConfig } from '@/data/site';

/** The address a route is shared and indexed under: the site URL (sub-path included) + route. */
export function canonicalUrl(route: Route): string {
  return `${siteConfig.siteUrl}${route}`;
}

/** A route's own 1200×630 share image, as Open Graph and X list it. */
export function shareImages(route: Route) {
  return [
    {
      url: `${siteConfig.siteUrl}${pages[route].image}`,
      width: 1200,
      height: 630,
      alt: `${fullTitle(route)}: ${siteConfig.brandName}'s share card`,
    },
  ];
}

/**
 * A page's own metadata: title, description, canonical link and share card (Open Graph and X),
 * each pointing at the page itself and its own share image. Next replaces the layout's openGraph
 * and twitter objects rather than merging them, so each page sets them whole.
 */
export function pageMetadata(route: Route): Metadata {
  const { title, description } = pages[route];
  const shareTitle = fullTitle(route);
  const images = shareImages(route);
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
