/**
 * The fonts the PNGs draw text with: next/og's own Geist (Latin, basic Cyrillic), then Noto Sans
 * families from npm for what Geist lacks, cut at build time to the characters drawn and pinned to
 * the two weights the images use. Node only.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import opentype from 'opentype.js';
import subsetFont from 'subset-font';

/**
 * The @fontsource-variable packages whose glyphs next/og places one by one, in the order they are
 * asked for a character, and the scripts each draws.
 */
export const FALLBACK_FONTS = [
  { family: 'noto-sans', scripts: ['Latin (Vietnamese too)', 'Greek', 'Cyrillic'] },
  { family: 'noto-sans-jp', scripts: ['Japanese'] },
  { family: 'noto-sans-sc', scripts: ['Chinese'] }, // the hanzi the Japanese font leaves out
  { family: 'noto-sans-kr', scripts: ['Korean'] },
  { family: 'noto-sans-georgian', scripts: ['Georgian'] },
  { family: 'noto-sans-armenian', scripts: ['Armenian'] },
  { family: 'noto-sans-ethiopic', scripts: ['Ethiopic'] },
] as const;

/**
 * Scripts that next/og cannot lay out, whatever the font, and that no family here shapes: it places
 * glyphs one by one, left to right, so their vowel signs, conjuncts and joined letters would come
 * out wrong. A fallback family that has some of their letters is not asked for them, so they
 * count as missing and the build says so.
 */
const CANNOT_LAY_OUT =
  /[\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Oriya}\p{Script=Tibetan}\p{Script=Mongolian}\p{Script=Balinese}\p{Script=Javanese}\p{Script=Tai_Tham}\p{Script=Chakma}]/u;

/**
 * Scripts that the build shapes itself with HarfBuzz (lib/build/glyphs/shaped-text.ts), from these
 * @fontsource-variable families' slices: right to left (Arabic, Hebrew), and the left-to-right
 * scripts whose vowel signs reorder, whose consonants stack or join into conjuncts, or whose marks
 * stack (the Indic scripts, Sinhala, Thai, Lao, Khmer, Myanmar). A character counts by its script
 * extensions, so the Arabic comma, tatweel and harakat go with their letters, and the danda with
 * the Indic script around it.
 */
export const SHAPED_FAMILIES = [
  { script: 'Arabic', family: 'noto-sans-arabic', slice: 'arabic' }, // Persian and Urdu too
  { script: 'Hebrew', family: 'noto-sans-hebrew', slice: 'hebrew' },
  { script: 'Devanagari', family: 'noto-sans-devanagari', slice: 'devanagari' },
  { script: 'Bengali', family: 'noto-sans-bengali', slice: 'bengali' },
  { script: 'Gurmukhi', family: 'noto-sans-gurmukhi', slice: 'gurmukhi' },
  { script: 'Gujarati', family: 'noto-sans-gujarati', slice: 'gujarati' },
  { script: 'Tamil', family: 'noto-sans-tamil', slice: 'tamil' },
  { script: 'Telugu', family: 'noto-sans-telugu', slice: 'telugu' },
  { script: 'Kannada', family: 'noto-sans-kannada', slice: 'kannada' },
  { script: 'Malayalam', family: 'noto-sans-malayalam', slice: 'malayalam' },
  { script: 'Sinhala', family: 'noto-sans-sinhala', slice: 'sinhala' },
  { script: 'Thai', family: 'noto-sans-thai', slice: 'thai' },
  { script: 'Lao', family: 'noto-sans-lao', slice: 'lao' },
  { script: 'Khmer', family: 'noto-sans-khmer', slice: 'khmer' },
  { script: 'Myanmar', family: 'noto-sans-myanmar', slice: 'myanmar' },
] as const;

/** The scripts the share cards draw, by name, for the build's messages. */
export const DRAWN_SCRIPTS: readonly string[] = [
  ...FALLBACK_FONTS.flatMap(({ scripts }) => scripts),
  ...SHAPED_FAMILIES.map(({ script }) => script),
];

export type ShapedFamily = (typeof SHAPED_FAMILIES)[number]['family'];

const shapedScripts = SHAPED_FAMILIES.map(({ script, family }) => ({
  family,
  claims: new RegExp(`\\p{scx=${script}}`, 'u'),
}));

/**
 * The family that shapes `character`, or null when it is not of a shaped script. A character
 * several scripts share (the danda) stays in the family of the character before it, `previous`,
 * when that family claims it too.
 */
export function shapedFamily(
  character: string,
  previous: ShapedFamily | null = null,
): ShapedFamily | null {
  const claiming = shapedScripts.filter(({ claims }) => claims.test(character));
  if (previous && claiming.some(({ family }) => family === previous)) return previous;
  return claiming[0]?.family ?? null;
}

/** What next/og's ImageResponse takes in its `fonts` option. */
export type ImageFont = {
  name: string;
  data: Buffer;
  weight: 400 | 700;
  style: 'normal';
};

const modules = path.join(process.cwd(), 'node_modules');
const GEIST_FILE = path.join(modules, 'next/dist/compiled/@vercel/og/Geist-Regular.ttf');

function parse(data: Buffer): opentype.Font {
  return opentype.parse(data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength));
}

let geist: Promise<{ data: Buffer; font: opentype.Font }> | undefined;
function loadGeist() {
  geist ??= readFile(GEIST_FILE).then((data) => ({ data, font: parse(data) }));
  return geist;
}

/** next/og's default font, which a `fonts` option replaces, so it goes first in the list. */
export async function defaultFont(): Promise<ImageFont> {
  return { name: 'geist', data: (await loadGeist()).data, weight: 400, style: 'normal' };
}

export async function inDefaultFont(character: string): Promise<boolean> {
  return (await loadGeist()).font.charToGlyphIndex(character) > 0;
}

/**
 * Each character's advance width in the default font, in ems; a character it lacks counts as a
 * full em, as wide as a CJK glyph, so an estimate errs long.
 */
export async function defaultFontAdvances(characters: readonly string[]): Promise<number[]> {
  const { font } = await loadGeist();
  return characters.map((character) => {
    const glyph = font.charToGlyph(character);
    return glyph.index > 0 && glyph.advanceWidth ? glyph.advanceWidth / font.unitsPerEm : 1;
  });
}

type Slice = { file: string; declares: (character: string) => boolean };

/** "U+3000-303f,U+ff01" -> does the range list include a character? */
function unicodeRange(css: string): (character: string) => boolean {
  const ranges = css.split(',').map((range) => {
    const [from = '', to] = range.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(from, 16), parseInt(to ?? from, 16)] as const;
  });
  return (character) => {
    const point = character.codePointAt(0)!;
    return ranges.some(([first, last]) => point >= first && point <= last);
  };
}

/**
 * A family's slices, as Fontsource cuts Google Fonts' files: unicode.json names each slice's
 * characters. The names are a hint only: a slice may lack some of them, so the subset decides.
 */
const slicesByFamily = new Map<string, Promise<Slice[]>>();
function slices(family: string): Promise<Slice[]> {
  const dir = path.join(modules, '@fontsource-variable', family);
  let found = slicesByFamily.get(family);
  if (!found) {
    found = readFile(path.join(dir, 'unicode.json'), 'utf8').then((json) =>
      Object.entries(JSON.parse(json) as Record<string, string>).map(([key, ranges]) => ({
        file: path.join(
          dir,
          'files',
          `${family}-${key.replace(/^\[(\d+)\]$/, '$1')}-wght-normal.woff2`,
        ),
        declares: unicodeRange(ranges),
      })),
    );
    slicesByFamily.set(family, found);
  }
  return found;
}

function subset(woff2: Buffer, characters: string[], weight: number): Promise<Buffer> {
  return subsetFont(woff2, characters.join(''), {
    targetFormat: 'truetype',
    variationAxes: { wght: weight },
  });
}

/** Which of `characters` the subset has glyphs for. */
function drawnBy(subsetData: Buffer, characters: string[]): string[] {
  let font: opentype.Font;
  try {
    font = parse(subsetData);
  } catch {
    // A subset with none of the characters has an empty character map, which opentype.js rejects.
    return [];
  }
  return characters.filter((c) => font.charToGlyphIndex(c) > 0);
}

type CutFonts = { fonts: ImageFont[]; missing: string[] };

async function cutFonts(characters: string[]): Promise<CutFonts> {
  const fonts: ImageFont[] = [];
  let missing = characters;
  for (const { family } of FALLBACK_FONTS) {
    if (missing.length === 0) break;
    for (const slice of await slices(family)) {
      const wanted = missing.filter(
        (c) => slice.declares(c) && !CANNOT_LAY_OUT.test(c) && !shapedFamily(c),
      );
      if (wanted.length === 0) continue;
      const woff2 = await readFile(slice.file);
      const bold = await subset(woff2, wanted, 700);
      const drawn = drawnBy(bold, wanted);
      if (drawn.length === 0) continue;
      const name = path.basename(slice.file, '.woff2');
      fonts.push(
        { name, data: await subset(woff2, drawn, 400), weight: 400, style: 'normal' },
        { name, data: bold, weight: 700, style: 'normal' },
      );
      missing = missing.filter((c) => !drawn.includes(c));
    }
  }
  return { fonts, missing };
}

const cut = new Map<string, Promise<CutFonts>>();

/**
 * Fonts for `characters` (each one code point that Geist lacks), cut to just those characters at
 * weights 400 and 700, and the characters no family has. Once per set of characters and process:
 * every card of a build asks for the same ones.
 */
export function fallbackFonts(characters: string[]): Promise<CutFonts> {
  const unique = [...new Set(characters)].sort();
  const key = unique.join('');
  let found = cut.get(key);
  if (!found) {
    found = cutFonts(unique);
    cut.set(key, found);
  }
  return found;
}

const shapedCuts = new Map<string, Promise<Buffer>>();

/**
 * A shaped family's slice cut to `characters` at `weight`, as TrueType for HarfBuzz and opentype.js:
 * the glyphs its joining forms and ligatures need come along (the subsetter follows the layout
 * tables), and each character's canonical parts, because HarfBuzz splits a two-part vowel (Tamil
 * ொ, Bengali ো) into them only when the font maps them. Once per family, characters and weight and
 * process.
 */
export function shapedFont(
  family: ShapedFamily,
  characters: readonly string[],
  weight: 400 | 700,
): Promise<Buffer> {
  const parts = characters.flatMap((c) => [c, ...c.normalize('NFD')]);
  const unique = [...new Set(parts)].sort().join('');
  const key = `${family}:${weight}:${unique}`;
  let found = shapedCuts.get(key);
  if (!found) {
    const { slice } = SHAPED_FAMILIES.find((entry) => entry.family === family)!;
    found = readFile(
      path.join(
        modules,
        '@fontsource-variable',
        family,
        'files',
        `${family}-${slice}-wght-normal.woff2`,
      ),
    ).then((woff2) => subset(woff2, [...unique], weight));
    shapedCuts.set(key, found);
  }
  return found;
}

/** Which of `characters` (each of a shaped script) no shaped family can draw. */
export async function notShaped(characters: readonly string[]): Promise<string[]> {
  const missing: string[] = [];
  for (const { family } of SHAPED_FAMILIES) {
    const own = characters.filter((c) => shapedFamily(c) === family);
    if (own.length === 0) continue;
    const drawn = drawnBy(await shapedFont(family, own, 400), [...own]);
    missing.push(...own.filter((c) => !drawn.includes(c)));
  }
  return missing;
}

/** A font's bytes as opentype.js reads them, parsed once. */
const parsed = new WeakMap<Buffer, opentype.Font>();
export function parsedFont(data: Buffer): opentype.Font {
  let font = parsed.get(data);
  if (!font) {
    font = parse(data);
    parsed.set(data, font);
  }
  return font;
}

/** next/og's own font's file, for text the build shapes itself. */
export async function defaultFontData(): Promise<Buffer> {
  return (await loadGeist()).data;
}
