import type { MetadataRoute } from 'next';
import { routes } from '@/data/routes';
import { canonicalUrl } from '@/lib/brand';
import { localPath, siteLanguages } from '@/lib/content';

export const dynamic = 'force-static';

/** Every route in every language, each listing its other languages. */
export default function sitemap(): MetadataRoute.Sitemap {
  const languages = siteLanguages();
  return languages.flatMap((language) =>
    routes.map((route) => ({
      url: canonicalUrl(localPath(route, language)),
      changeFrequency: 'weekly' as const,
      priority: route === '/' ? 1 : 0.6,
      alternates:
        languages.length > 1
          ? {
              languages: Object.fromEntries(
                languages.map((other) => [other.tag, canonicalUrl(localPath(route, other))]),
              ),
            }
          : undefined,
    })),
  );
}
