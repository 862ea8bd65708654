import type { MetadataRoute } from 'next';
import { siteConfig } from '@/data/site';
import { asset } from '@/lib/asset';

export const dynamic = 'force-static';

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: `${siteConfig.brandName}: professional waifu networking`,
    short_name: siteConfig.brandName,
    description: `A parody networking site for ${siteConfig.ticker}.`,
    start_url: asset('/'),
    scope: asset('/'),
    display: 'standalone',
    background_color: '#f4f2ee',
    theme_color: '#b0124f',
    icons: [
      { src: asset('/icon.svg'), sizes: 'any', type: 'image/svg+xml' },
      { src: asset('/apple-touch-icon.png'), sizes: '180x180', type: 'image/png' },
    ],
  };
}
