import type { MetadataRoute } from 'next';
import { routes } from '@/data/routes';
import { canonicalUrl } from '@/lib/brand';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return routes.map((route) => ({
    url: canonicalUrl(route),
    changeFrequency: 'weekly',
    priority: route === '/' ? 1 : 0.6,
  }));
}
