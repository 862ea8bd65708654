/**
 * The faces the pictures made in the browser (the moment card, the meme maker's captions, the
 * frame's ring) draw a page's script with, cut at build time from the Noto families on npm and
 * served from this site: each script's Fontsource slices, pinned to the two weights the pictures
 * use, with a manifest of their unicode ranges. The browser adds them as FontFaces when a picture
 * is first made and loads only the slices the text needs (lib/canvas/picture-font.ts); no page
 * loads one before. Latin (Vietnamese too), Greek and Cyrillic need none: the system's faces (and
 * Anton) draw them.
 * Node only.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import subsetFont from 'subset-font';
import { asset } from '../../asset';
import type { PictureFontManifest } from '../../canvas/picture-font';

/** Where the faces go, under public/. */
export const PICTURE_FONT_DIR = 'art/fonts';

/** The Noto family (an @fontsource-variable package) for each script (ISO 15924) a page may use. */
const FAMILIES = {
  Jpan: 'noto-sans-jp',
  Hans: 'noto-sans-sc',
  Kore: 'noto-sans-kr',
  Thai: 'noto-sans-thai',
  Laoo: 'noto-sans-lao',
  Khmr: 'noto-sans-khmer',
  Mymr: 'noto-sans-myanmar',
  Arab: 'noto-sans-arabic', // Persian and Urdu too
  Hebr: 'noto-sans-hebrew',
  Deva: 'noto-sans-devanagari', // Hindi, Marathi, Nepali
  Beng: 'noto-sans-bengali',
  Guru: 'noto-sans-gurmukhi',
  Gujr: 'noto-sans-gujarati',
  Taml: 'noto-sans-tamil',
  Telu: 'noto-sans-telugu',
  Knda: 'noto-sans-kannada',
  Mlym: 'noto-sans-malayalam',
  Sinh: 'noto-sans-sinhala',
  Geor: 'noto-sans-georgian',
  Armn: 'noto-sans-armenian',
  Ethi: 'noto-sans-ethiopic',
} as const;

export type PictureScript = keyof typeof FAMILIES;

/** Each family's Latin, Greek, Cyrillic and symbol slices: the system's faces draw those. */
const OTHER_SLICES =
  /^(latin|latin-ext|cyrillic|cyrillic-ext|greek|greek-ext|vietnamese|math|symbols)$/;

/**
 * Presentation forms are what shaping makes, not what anyone types; the layout tables keep the
 * glyphs shaping needs, so these ranges only cost bytes.
 */
const NOT_TYPED = [
  [0xfb50, 0xfdff],
  [0xfe70, 0xfeff],
] as const;

/** The weights drawn: the card's sentence (400), and names, captions and the ring (700). */
export const PICTURE_WEIGHTS = [400, 700] as const;

/** The script a language is written in, when it needs a face of its own: `ja` → Jpan, `ar` → Arab. */
export function pictureScript(lang: string): PictureScript | null {
  let script: string | undefined;
  try {
    script = new Intl.Locale(lang).maximize().script;
  } catch {
    return null;
  }
  return script && script in FAMILIES ? (script as PictureScript) : null;
}

/** The manifest's path under public/ for a language, or null when its script needs no face. */
export function pictureFontFile(lang: string): string | null {
  const script = pictureScript(lang);
  return script ? `${PICTURE_FONT_DIR}/${script.toLowerCase()}.json` : null;
}

/** The manifest's URL on this site for a language, or null when the system's faces will do. */
export function pictureFontUrl(lang: string): string | null {
  const file = pictureFontFile(lang);
  return file ? asset(`/${file}`) : null;
}

type Range = readonly [number, number];

function parseRanges(css: string): Range[] {
  return css.split(',').map((range) => {
    const [from = '', to] = range.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(from, 16), parseInt(to ?? from, 16)] as const;
  });
}

/** The ranges less the presentation forms. */
function typed(ranges: Range[]): Range[] {
  return ranges.flatMap(([first, last]) => {
    let pieces: Range[] = [[first, last]];
    for (const [a, b] of NOT_TYPED) {
      pieces = pieces.flatMap(([x, y]): Range[] => {
        if (y < a || x > b) return [[x, y]];
        return [...(x < a ? [[x, a - 1] as const] : []), ...(y > b ? [[b + 1, y] as const] : [])];
      });
    }
    return pieces;
  });
}

const hex = (n: number) => n.toString(16).toUpperCase();
const cssRanges = (ranges: Range[]) =>
  ranges.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(',');
const characters = (ranges: Range[]) =>
  ranges
    .flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, i) => String.fromCodePoint(a + i)))
    .join('');

export type PictureFontFile = { name: string; bytes: Buffer };

/**
 * A family cut in more slices than this (Japanese, Chinese, Korean: about a hundred each) ships
 * them as Fontsource made them, variable: pinning each to two weights takes minutes of a build.
 */
const PINNED_SLICES_MAX = 4;

/**
 * The faces for one script: every slice of its family (less the other scripts'), pinned to each
 * weight (or variable, for the many-sliced CJK families), and the manifest that names them with
 * their ranges, as files for public/.
 */
export async function makePictureFont(
  script: PictureScript,
  root: string = process.cwd(),
): Promise<PictureFontFile[]> {
  const family = FAMILIES[script];
  const dir = path.join(root, 'node_modules', '@fontsource-variable', family);
  const slices = JSON.parse(await readFile(path.join(dir, 'unicode.json'), 'utf8')) as Record<
    string,
    string
  >;
  const folder = `${PICTURE_FONT_DIR}/${script.toLowerCase()}`;
  const files: PictureFontFile[] = [];
  const manifest: PictureFontManifest = { family: `Picture ${script}`, faces: [] };
  const own = Object.entries(slices).filter(([key]) => !OTHER_SLICES.test(key));
  const pinned = own.length <= PINNED_SLICES_MAX;
  for (const [key, css] of own) {
    const slice = key.replace(/^\[(\d+)\]$/, '$1');
    const ranges = typed(parseRanges(css));
    const source = await readFile(path.join(dir, 'files', `${family}-${slice}-wght-normal.woff2`));
    if (!pinned) {
      const name = `${slice}.woff2`;
      files.push({ name: `${folder}/${name}`, bytes: source });
      manifest.faces.push({
        src: `${script.toLowerCase()}/${name}`,
        unicodeRange: css,
        weight: '100 900',
      });
      continue;
    }
    for (const weight of PICTURE_WEIGHTS) {
      const bytes = await subsetFont(source, characters(ranges), {
        targetFormat: 'woff2',
        variationAxes: { wght: weight },
      });
      const name = `${slice}-${weight}.woff2`;
      files.push({ name: `${folder}/${name}`, bytes });
      manifest.faces.push({
        src: `${script.toLowerCase()}/${name}`,
        unicodeRange: cssRanges(ranges),
        weight: String(weight),
      });
    }
  }
  files.push({
    name: `${PICTURE_FONT_DIR}/${script.toLowerCase()}.json`,
    bytes: Buffer.from(JSON.stringify(manifest)),
  });
  return files;
}

/** The faces for every script the site's languages need, each once. */
export async function makePictureFonts(
  langs: readonly string[],
  root: string = process.cwd(),
): Promise<PictureFontFile[]> {
  const scripts = [...new Set(langs.map(pictureScript).filter((s) => s !== null))];
  const files: PictureFontFile[] = [];
  for (const script of scripts) files.push(...(await makePictureFont(script, root)));
  return files;
}
