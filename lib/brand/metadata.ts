import type { Metadata } from 'next';
import type { SharedPage } from './share-card';
import { siteConfig } from './site';

/** The address a route is shared and indexed under: the site URL (sub-path included) + route. */
export function canonicalUrl(route: string): string {
  return `${siteConfig().siteUrl}${route}`;
}

/** A page's own 1200×630 share image, as Open Graph and X list it. */
export function shareImages(page: SharedPage) {
  return [
    {
      url: `${siteConfig().siteUrl}${page.image}`,
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
  const { route, path, title, fullTitle: shareTitle, description, lang } = page;
  const images = shareImages(page);
  const tags = Object.keys(page.languages);
  const locale = (tag: string) => tag.replace(/-/g, '_');
  return {
    title: route === '/' ? { absolute: shareTitle } : title,
    description,
    alternates: {
      canonical: canonicalUrl(path),
      // Every language, this one included, and x-default: the base language's page.
      languages:
        tags.length > 1
          ? {
              ...Object.fromEntries(
                tags.map((tag) => [tag, canonicalUrl(page.languages[tag] ?? route)]),
              ),
              'x-default': canonicalUrl(route),
            }
          : undefined,
    },
    openGraph: {
      type: 'website',
      siteName: siteConfig().brandName,
      title: shareTitle,
      description,
      url: canonicalUrl(path),
      locale: locale(lang),
      alternateLocale: tags.filter((tag) => tag !== lang).map(locale),
      images,
    },
    twitter: { card: 'summary_large_image', title: shareTitle, description, images },
  };
}
