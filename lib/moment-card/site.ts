/**
 * The brand as a moment's card draws it, worked out at build time from the site config. Server
 * only (it reads the brand and the build's mascot manifest): the page passes the result to the
 * client as props, so the browser never loads lib/brand.
 */
import { neutrals } from '@/lib/brand/neutrals';
import { canonicalUrl, overlayMascotImage, sitePalette, siteConfig, toHex } from '@/lib/brand';
import { siteContent } from '@/lib/content';
import { languageDirection } from '@/lib/content/language-tag';
import { pictureFontUrl } from '@/lib/build/glyphs/picture-fonts';
import type { MomentCardBrand } from './text';

/** "https://user.github.io/repo/" → "user.github.io/repo". */
export function siteAddress(siteUrl: string): string {
  return siteUrl.replace(/^https?:\/\//, '').replace(/\/+$/, '');
}

export function momentCardBrand(): MomentCardBrand {
  const brand = siteConfig();
  const light = sitePalette().light;
  const { lang } = siteContent();
  return {
    name: brand.brandName,
    mark: brand.brandMark,
    ticker: brand.ticker,
    address: siteAddress(brand.siteUrl),
    url: canonicalUrl('/'),
    // The loading screen's own image, made at build time: its largest file.
    mascot: overlayMascotImage(brand.basePath).src,
    lang,
    dir: languageDirection(lang),
    pictureFont: pictureFontUrl(lang),
    colors: {
      brand: toHex(light.brand),
      accent: toHex(light.accent),
      onBrand: toHex(light.onBrand),
      surface: neutrals.light.surface,
      ink: neutrals.light.ink,
      avatar: toHex(light.accentSoft),
      avatarInk: toHex(light.accent),
    },
  };
}
