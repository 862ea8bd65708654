/**
 * The meme maker's props, worked out at build time: its words, its templates (the team's memes,
 * else the generated portraits, and the mascot) and the caption font's address. Server only: the
 * build writes them as each language's JSON file, which the maker's press fetches, and home's page
 * carries only its button's words and that file's address.
 */
import { artPicture, portrait } from '@/lib/art';
import { asset } from '@/lib/asset';
import { canonicalUrl, overlayMascotImage, siteConfig } from '@/lib/brand';
import { fill } from '@/lib/fill';
import { pageLanguage, siteContent } from '@/lib/content';
import { readContent } from '@/lib/build/content/load';
import { languageDirection } from '@/lib/content/language-tag';
import { heroMemes } from '@/lib/build/content/memes';
import { pictureFontUrl } from '@/lib/build/glyphs/picture-fonts';
import { CAPTION_FONT_FILE } from './caption-font-file';
import type { MemeMakerOpenerProps, MemeMakerProps, MemeTemplate } from './types';

/** DiceBear's portraits are drawn on a 980-unit square. */
const PORTRAIT_SIDE = 980;

/** The file of a language's maker props, under /meme-maker/ on the site. */
export const memeMakerFile = (tag: string) => `${tag.toLowerCase()}.json`;

export function memeMakerProps(tag: string = pageLanguage().tag): MemeMakerProps {
  const { home, site, lang } = siteContent(tag);
  const { memes, portraits } = home.hero;
  // Drawn from the base file's names, as the pages draw them: a translated name keeps its face.
  const seeds = readContent().home.hero.portraits;
  const words = home.memeMaker;
  const text = {
    ...words,
    newTab: site.newTab,
    line: fill(words.line, { url: canonicalUrl('/') }),
  };
  const mascot = overlayMascotImage(siteConfig().basePath).src;
  // The maker draws the picture itself; its button shows the WebP a page would.
  const square = (src: string, label: string): MemeTemplate => ({
    src,
    thumb: artPicture(src).src,
    width: PORTRAIT_SIDE,
    height: PORTRAIT_SIDE,
    label,
  });
  const team: MemeTemplate[] = memes
    ? heroMemes(memes).map(({ src, alt, template }) => ({ ...template, thumb: src, label: alt }))
    : portraits.map((name, index) => square(portrait(seeds[index]!), name));
  return {
    text,
    templates: [...team, square(mascot, text.mascot)],
    ticker: siteConfig().ticker,
    font: asset(`/${CAPTION_FONT_FILE}`),
    lang,
    dir: languageDirection(lang),
    pictureFont: pictureFontUrl(lang),
  };
}

/** Home's button: its words, and what its press asks for. */
export function memeMakerOpenerProps(): MemeMakerOpenerProps {
  const { text, templates, font } = memeMakerProps();
  const { open, dialogTitle, close, loading, loadError, retry, reload } = text;
  return {
    text: { open, dialogTitle, close, loading, loadError, retry, reload },
    data: asset(`/meme-maker/${memeMakerFile(pageLanguage().tag)}`),
    font,
    first: templates[0]!.src,
  };
}
