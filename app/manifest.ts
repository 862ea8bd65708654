import type { MetadataRoute } from 'next';
import { siteConfig } from '@/data/site';
import { asset } from '@/lib/asset';
import { brandPalette, LIGHT_CANVAS, toHex } from '@/lib/brand-colors';

export const dynamic = 'force-static';

export default function manifest(): MetadataRoute.Manifest {
  const palette = brandPalette(siteConfig.brandColor, siteConfig.accentColor);
  return {
    name: `${siteConfig.brandName}: professional waifu networking`,
    short_name: siteConfig.brandName,
    description: `A parody networking site for ${siteConfig.ticker}.`,
    start_url: asset('/'),
    scope: asset('/'),
    display: 'standalone',
    background_color: LIGHT_CANVAS,
    theme_color: toHex(palette.light.brand),
    icons: [
      { src: asset('/icon.svg'), sizes: 'any', type: 'image/svg+xml' },
      { src: asset('/icon-192.png'), sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: asset('/icon-512.png'), sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: asset('/apple-touch-icon.png'), sizes: '180x180', type: 'image/png' },
    ],
  };
}
