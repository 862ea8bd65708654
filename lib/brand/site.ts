import { brandPalette, toHex } from './colors';
import { siteDefaults } from './config';
import { DARK_CANVAS, DARK_SURFACE, LIGHT_CANVAS } from './neutrals';
import { readSiteConfig } from './env';
import { contentFile, DEFAULT_CONTENT_FILE, readContent } from '../build/content/load';

type Env = Record<string, string | undefined>;

/**
 * The brand as a build with `env` would have it: a NEXT_PUBLIC_* variable, else the content file's
 * `brand` section, else the default in ./config.ts. Throws a SiteConfigError or ContentError
 * naming the bad value.
 */
export function readSite(env: Env = process.env, root: string = process.cwd()) {
  const file = contentFile(env, root);
  const content = readContent(file, root);
  return readSiteConfig(
    env,
    {
      ...siteDefaults,
      ...content.brand,
      claims: content.claims,
      trade: content.trade,
      raidReply: content.raid?.reply,
    },
    file === DEFAULT_CONTENT_FILE ? undefined : file,
  );
}

export type SiteConfig = ReturnType<typeof readSite>;

let site: SiteConfig | undefined;

/** This build's brand, read and validated on the first call, then the same for the process. */
export function siteConfig(): SiteConfig {
  site ??= readSite();
  return site;
}

let palette: ReturnType<typeof brandPalette> | undefined;

/** The configured brand's palette, both schemes, worked out once for every build-time surface. */
export function sitePalette() {
  palette ??= brandPalette(siteConfig().brandColor, siteConfig().accentColor);
  return palette;
}

/** The light brand colour as #rrggbb: theme colour, manifest, icons. */
export function brandHex(): string {
  return toHex(sitePalette().light.brand);
}

/**
 * The colours around the page in each scheme: the browser's bar (the viewport's theme colour,
 * and a Telegram Mini App's header) and the page's canvas (a Mini App's background). Dark: the top
 * bar's own colour, so the browser's bar runs into it, not a glare.
 */
export function frameColours() {
  return {
    light: { header: brandHex(), background: LIGHT_CANVAS },
    dark: { header: DARK_SURFACE, background: DARK_CANVAS },
  } as const;
}
