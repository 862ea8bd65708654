import { readContent } from '@/lib/build/content/load';
/**
 * What the frame maker needs from the build, worked out on the server: the brand's colours, the
 * portraits a visitor may use instead of a photo, and the team's stickers. The page passes it as
 * props, so the browser never loads lib/brand or the content loader.
 */
import { sitePalette, siteConfig, toHex } from '@/lib/brand';
import { portrait } from '@/lib/art';
import { fill, siteContent } from '@/lib/content';
import { languageDirection } from '@/lib/content/language-tag';
import { frameStickers } from '@/lib/build/content/stickers';
import type { FrameSticker } from './stickers';
import { pictureFontUrl } from '@/lib/build/glyphs/picture-fonts';

export type FramePortrait = { name: string; src: string };

export type FrameMakerSite = {
  brand: { name: string; ticker: string };
  /** #rrggbb, the light scheme's: the picture is one for every screen. */
  colors: { brand: string; onBrand: string; background: string };
  portraits: FramePortrait[];
  stickers: FrameSticker[];
  /** The page's direction: the ring's text is ordered as a line of it. */
  dir: 'ltr' | 'rtl';
  /** The manifest of the page's script's face for the ring (lib/canvas/picture-font.ts), or null. */
  pictureFont: string | null;
};

/** The visitor's own generated portrait first, then a few of their contacts'. */
const PORTRAITS = 4;

/** The maker's props: its words (the ring's text filled in), the site's part, the new-tab note. */
export function frameMakerProps() {
  // The stickers' files stay on the server: the maker gets the pictures the build made of them.
  const frame = siteContent().profile.frame;
  const text = { ...frame, loadError: fill(frame.loadError, { open: frame.open }) };
  delete text.stickers;
  return { text, site: frameMakerSite(), newTab: siteContent().site.newTab };
}

export function frameMakerSite(): FrameMakerSite {
  const { me, network, profile, lang } = siteContent();
  const light = sitePalette().light;
  // Each shown by name, drawn from the base file's (a translated name keeps its portrait).
  const seeds = readContent();
  const names = [me.name, ...network.contacts.map(({ name }) => name)];
  const seedOf = [seeds.me.name, ...seeds.network.contacts.map(({ name }) => name)];
  return {
    brand: { name: siteConfig().brandName, ticker: siteConfig().ticker },
    colors: {
      brand: toHex(light.brand),
      onBrand: toHex(light.onBrand),
      background: toHex(light.brandSoft),
    },
    portraits: [...new Set(names)]
      .slice(0, PORTRAITS)
      .map((name) => ({ name, src: portrait(seedOf[names.indexOf(name)]!) })),
    stickers: frameStickers(profile.frame.stickers ?? []),
    dir: languageDirection(lang),
    pictureFont: pictureFontUrl(lang),
  };
}
