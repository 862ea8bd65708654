import { brandPalette, toHex } from './colors';
import { siteDefaults } from './config';
import { DARK_CANVAS, DARK_SURFACE, LIGHT_CANVAS } from './neutrals';
import { readSiteConfig } from './env';
import { contentFile, DEFAULT_CONTENT_FILE, readContent } from '../content/load';

const file = contentFile();

/**
 * The brand, validated once per build: a NEXT_PUBLIC_* variable, else the content file's `brand`
 * section, else the default in ./config.ts.
 */
const content = readContent(file);
export const siteConfig = readSiteConfig(
  process.env,
  {
    ...siteDefaults,
    ...content.brand,
    claims: content.claims,
    trade: content.trade,
    raidReply: content.raid?.reply,
  },
  file === DEFAULT_CONTENT_FILE ? undefined : file,
);

export type SiteConfig = typeof siteConfig;

/** The configured brand's palette, both schemes, worked out once for every build-time surface. */
export const sitePalette = brandPalette(siteConfig.brandColor, siteConfig.accentColor);

/** The light brand colour as #rrggbb: theme colour, manifest, icons. */
export const brandHex = toHex(sitePalette.light.brand);

/**
 * The colours around the page in each scheme: the browser's bar (the viewport's theme colour,
 * and a Telegram Mini App's header) and the page's canvas (a Mini App's background). Dark: the top
 * bar's own colour, so the browser's bar runs into it, not a glare.
 */
export const frameColours = {
  light: { header: brandHex, background: LIGHT_CANVAS },
  dark: { header: DARK_SURFACE, background: DARK_CANVAS },
} as const;
