import { brandPalette, toHex } from './colors';
import { siteDefaults } from './config';
import { readSiteConfig } from './env';

/** The defaults with the build's NEXT_PUBLIC_* variables applied, validated once per build. */
export const siteConfig = readSiteConfig(process.env, siteDefaults);

export type SiteConfig = typeof siteConfig;

/** The configured brand's palette, both schemes, worked out once for every build-time surface. */
export const sitePalette = brandPalette(siteConfig.brandColor, siteConfig.accentColor);

/** The light brand colour as #rrggbb: theme colour, manifest, icons. */
export const brandHex = toHex(sitePalette.light.brand);
