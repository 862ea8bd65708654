import type { MetadataRoute } from 'next';
import { routes } from '@/data/routes';
import { siteConfig } from '@/data/site';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return routes.map((route) => ({
    url: `${siteConfig.siteUrl}${route === '/' ? '/' : route}`,
    changeFrequency: 'weekly',
    priority: route === '/' ? 1 : 0.6,
  }));
}
