import { siteConfig } from '@/data/site';
import { brandPalette, toHex } from './brand-colors';

/** The configured brand's palette, both schemes, worked out once for every build-time surface. */
export const sitePalette = brandPalette(siteConfig.brandColor, siteConfig.accentColor);

/** The light brand colour as #rrggbb: theme colour, manifest, icons. */
export const brandHex = toHex(sitePalette.light.brand);
