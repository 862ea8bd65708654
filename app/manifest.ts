import type { MetadataRoute } from 'next';
import { asset } from '@/lib/asset';
import { brandHex, LIGHT_CANVAS, siteConfig } from '@/lib/brand';
import { siteContent } from '@/lib/content';

export const dynamic = 'force-static';

export default function manifest(): MetadataRoute.Manifest {
  const { manifest: text, lang } = { ...siteContent().site, lang: siteContent().lang };
  return {
    name: text.name,
    short_name: siteConfig().brandName,
    description: text.description,
    lang,
    start_url: asset('/'),
    scope: asset('/'),
    display: 'standalone',
    background_color: LIGHT_CANVAS,
    theme_color: brandHex(),
    icons: [
      { src: asset('/icon.svg'), sizes: 'any', type: 'image/svg+xml' },
      { src: asset('/icon-192.png'), sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: asset('/icon-512.png'), sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: asset('/apple-touch-icon.png'), sizes: '180x180', type: 'image/png' },
    ],
  };
}
