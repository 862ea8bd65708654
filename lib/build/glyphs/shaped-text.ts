/**
 * Text next/og cannot lay out (Arabic, Hebrew, the Indic scripts, Thai, Khmer…: SHAPED_FAMILIES,
 * and whatever shares a line with them), laid out at build time: the Unicode bidirectional
 * algorithm (bidi-js) orders it, HarfBuzz shapes each run in its direction (vowel signs reordered,
 * conjuncts formed, letters joined, marks placed), lines break at spaces or between words, and the
 * glyphs' outlines become one SVG that the card places as an image. Nothing of it reaches the
 * browser but the picture. Node only.
 */
import bidiFactory from 'bidi-js';
import {
  defaultFontData,
  fallbackFonts,
  parsedFont,
  shapedFamily,
  shapedFont,
  type ShapedFamily,
} from './fonts';
import { shape, shapingFont, type ShapedGlyph } from './harfbuzz';
import type { Glyphs } from './plan';

const bidi = bidiFactory();
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

export type Direction = 'ltr' | 'rtl';

export type ShapedStyle = {
  fontSize: number;
  weight: 400 | 700;
  /** The line's height in pixels. */
  lineHeight: number;
  /** Lines break at spaces to fit this width (a longer word, between its characters). */
  maxWidth: number;
  /** The paragraph's direction; by default its first strong character's (`dir="auto"`). */
  direction?: Direction;
};

/**
 * The text with each character outside the Basic Multilingual Plane replaced by two of the BMP
 * with its bidirectional class: bidi-js reads UTF-16 units, and takes a lone surrogate for a
 * left-to-right letter, so an emoji after a Latin word in Arabic text would go with the word.
 */
function forBidi(text: string): string {
  return text.replace(/[\u{10000}-\u{10FFFF}]/gu, (c) => {
    const proxy = /\p{L}/u.test(c)
      ? /[\p{scx=Arabic}\p{scx=Hebrew}]/u.test(c)
        ? '\u0627'
        : 'a'
      : /\p{N}/u.test(c)
        ? '0'
        : '\ufffd';
    return proxy + proxy;
  });
}

/** The bidi algorithm's levels for each UTF-16 unit of `text`, and the paragraph's direction. */
function bidiLevels(text: string, direction?: Direction) {
  const { levels, paragraphs } = bidi.getEmbeddingLevels(forBidi(text), direction);
  return { levels, direction: ((paragraphs[0]?.level ?? 0) % 2 ? 'rtl' : 'ltr') as Direction };
}

type Face = { data: Buffer; scale: number };

/** One glyph placed on its line: `x` from the line's left edge, `y` from the block's top. */
export type PlacedGlyph = { face: Face; glyph: number; x: number; y: number; cluster: number };
export type PlacedImage = { src: string; x: number; y: number; size: number; cluster: number };

export type ShapedLayout = {
  direction: Direction;
  width: number;
  height: number;
  lines: { width: number; glyphs: PlacedGlyph[]; images: PlacedImage[] }[];
};

/** A run of the text in one direction and one font (or one emoji image), in logical order. */
type Run = { start: number; end: number; level: number } & (
  { face: Face; glyphs: ShapedGlyph[] } | { image: string }
);

const isMark = (c: string) => /^[\p{M}\p{Cf}]$/u.test(c);

/**
 * The shaped family of each character of `text`, or null: a mark or joiner after a shaped letter
 * goes with it, and a character scripts share with the letter before it.
 */
function shapedFamilies(characters: string[]): (ShapedFamily | null)[] {
  const families: (ShapedFamily | null)[] = [];
  let previous: ShapedFamily | null = null;
  for (const c of characters) {
    const family: ShapedFamily | null = shapedFamily(c, previous) ?? (isMark(c) ? previous : null);
    families.push(family);
    previous = family;
  }
  return families;
}

/** Which font draws each UTF-16 unit of `text`: a shaped family, next/og's Geist, or a fallback. */
async function facesFor(text: string, style: ShapedStyle): Promise<(Face | null)[]> {
  const characters = [...text];
  const geist = await defaultFontData();
  const inGeist = (c: string) => parsedFont(geist).charToGlyphIndex(c) > 0;
  const familyOf = shapedFamilies(characters);
  const byFamily = new Map<ShapedFamily, string[]>();
  characters.forEach((c, i) => {
    const family = familyOf[i];
    if (family) byFamily.set(family, [...(byFamily.get(family) ?? []), c]);
  });
  const families = new Map<ShapedFamily, Buffer>();
  for (const [family, own] of byFamily) {
    families.set(family, await shapedFont(family, own, style.weight));
  }
  const others = characters.filter((c, i) => !familyOf[i] && !isMark(c) && !inGeist(c));
  const { fonts } = await fallbackFonts(others);
  const weighted = fonts.filter(({ weight }) => weight === style.weight);
  const face = (data: Buffer): Face => ({
    data,
    scale: style.fontSize / parsedFont(data).unitsPerEm,
  });
  const faces: (Face | null)[] = [];
  let previous: Face | null = null;
  characters.forEach((c, i) => {
    const family = familyOf[i];
    let chosen: Face | null;
    if (family) chosen = face(families.get(family)!);
    else if (isMark(c) && previous) chosen = previous;
    else if (inGeist(c) || /\s/.test(c)) chosen = face(geist);
    else {
      const found = weighted.find(({ data }) => parsedFont(data).charToGlyphIndex(c) > 0);
      chosen = found ? face(found.data) : null;
    }
    // One entry per UTF-16 unit, so indices match the string's and HarfBuzz's clusters.
    for (let unit = 0; unit < c.length; unit += 1) faces.push(chosen);
    previous = chosen;
  });
  // The same bytes, one Face object: runs split only where the font changes.
  const shared = new Map<Buffer, Face>();
  return faces.map((f) => {
    if (!f) return null;
    if (!shared.has(f.data)) shared.set(f.data, f);
    return shared.get(f.data)!;
  });
}

/** The text cut into runs of one level and one font, each shaped in its direction. */
function runsOf(text: string, levels: Uint8Array, faces: (Face | null)[], glyphs: Glyphs): Run[] {
  const runs: Run[] = [];
  let start = 0;
  const flush = (end: number) => {
    if (end <= start) return;
    const face = faces[start];
    if (face) {
      const level = levels[start]!;
      const shaped = shape(
        shapingFont(face.data),
        text.slice(start, end),
        level % 2 ? 'rtl' : 'ltr',
      );
      runs.push({
        start,
        end,
        level,
        face,
        glyphs: shaped.map((g) => ({ ...g, cluster: g.cluster + start })),
      });
    }
    start = end;
  };
  for (const { segment, index } of graphemes.segment(text)) {
    const image = glyphs.emoji.get(segment);
    if (image) {
      flush(index);
      runs.push({ start: index, end: index + segment.length, level: levels[index]!, image });
      start = index + segment.length;
      continue;
    }
    if (index > start && (levels[index] !== levels[start] || faces[index] !== faces[start])) {
      flush(index);
    }
  }
  flush(text.length);
  return runs;
}

/** Each UTF-16 unit's share of the advance, in pixels (a cluster's width on its first unit). */
function advances(text: string, runs: Run[], fontSize: number): Float64Array {
  const widths = new Float64Array(text.length);
  for (const run of runs) {
    if ('image' in run) widths[run.start] = fontSize;
    else for (const g of run.glyphs) widths[g.cluster]! += g.advance * run.face.scale;
  }
  return widths;
}

const words = new Intl.Segmenter('en', { granularity: 'word' });

/**
 * Where lines break, in logical order: at spaces; in a word too long for the line (or a sentence
 * of a script written without spaces, Thai or Khmer), between the words the segmenter finds, else
 * between characters.
 */
function breakLines(text: string, widths: Float64Array, maxWidth: number): [number, number][] {
  const width = (from: number, to: number) => {
    let sum = 0;
    for (let i = from; i < to; i += 1) sum += widths[i]!;
    return sum;
  };
  /** The last break in `from`–`to` by `segmenter` that leaves a first line fitting, or `from`. */
  const lastFitting = (from: number, to: number, segmenter: Intl.Segmenter) => {
    let end = from;
    for (const { index } of segmenter.segment(text.slice(from, to))) {
      const at = from + index;
      if (at > from && width(from, at) > maxWidth) break;
      end = at;
    }
    return end;
  };
  const spaced = [...text.matchAll(/\S+/g)].map((m) => [m.index, m.index + m[0].length] as const);
  const lines: [number, number][] = [];
  let line: [number, number] | null = null;
  for (const [wordStart, wordEnd] of spaced) {
    if (line && width(line[0], wordEnd) <= maxWidth) {
      line[1] = wordEnd;
      continue;
    }
    if (line) lines.push(line);
    line = [wordStart, wordEnd];
    // Wider than the line: as many whole words, or whole characters, as fit, then the rest.
    while (width(line[0], line[1]) > maxWidth) {
      let end = lastFitting(line[0], line[1], words);
      if (end <= line[0]) end = lastFitting(line[0], line[1], graphemes);
      if (end <= line[0]) break;
      lines.push([line[0], end]);
      line = [end, line[1]];
    }
  }
  if (line) lines.push(line);
  return lines;
}

type Piece = { run: Run; start: number; end: number; level: number };

/** The pieces of a line in visual order: the bidi algorithm's rule L2, over runs. */
function visualOrder(pieces: Piece[]): Piece[] {
  const ordered = [...pieces];
  const levels = ordered.map((p) => p.level);
  const highest = Math.max(0, ...levels);
  const lowestOdd = Math.min(...levels.filter((l) => l % 2 === 1), highest + 1);
  for (let level = highest; level >= lowestOdd; level -= 1) {
    for (let i = 0; i < ordered.length;) {
      if (ordered[i]!.level < level) {
        i += 1;
        continue;
      }
      let j = i;
      while (j < ordered.length && ordered[j]!.level >= level) j += 1;
      ordered.splice(i, j - i, ...ordered.slice(i, j).reverse());
      i = j;
    }
  }
  return ordered;
}

/**
 * The text laid out in lines of `style.maxWidth`, each glyph placed, every line aligned to the
 * paragraph's start (the right, for a right-to-left paragraph). The block is as wide as its widest
 * line; its baselines sit as next/og's own font puts them, so it lines up with the rest of a card.
 */
export async function layoutShaped(
  text: string,
  style: ShapedStyle,
  glyphs: Glyphs,
): Promise<ShapedLayout> {
  const { levels, direction } = bidiLevels(text, style.direction);
  const faces = await facesFor(text, style);
  const runs = runsOf(text, levels, faces, glyphs);
  const widths = advances(text, runs, style.fontSize);
  const geist = parsedFont(await defaultFontData());
  const ascent = (geist.ascender / geist.unitsPerEm) * style.fontSize;
  const descent = (-geist.descender / geist.unitsPerEm) * style.fontSize;
  const lines = breakLines(text, widths, style.maxWidth).map(([from, to], index) => {
    const baseline = index * style.lineHeight + (style.lineHeight - ascent - descent) / 2 + ascent;
    const pieces = runs
      .filter((run) => run.end > from && run.start < to)
      .map((run) => ({
        run,
        start: Math.max(run.start, from),
        end: Math.min(run.end, to),
        level: run.level,
      }));
    const placed: PlacedGlyph[] = [];
    const images: PlacedImage[] = [];
    let pen = 0;
    for (const { run, start, end } of visualOrder(pieces)) {
      if ('image' in run) {
        const size = style.fontSize;
        images.push({
          src: run.image,
          x: pen,
          y: baseline - size * 0.85,
          size,
          cluster: run.start,
        });
        pen += size;
        continue;
      }
      for (const g of run.glyphs) {
        if (g.cluster < start || g.cluster >= end) continue;
        const { scale } = run.face;
        placed.push({
          face: run.face,
          glyph: g.glyph,
          x: pen + g.dx * scale,
          y: baseline - g.dy * scale,
          cluster: g.cluster,
        });
        pen += g.advance * scale;
      }
    }
    return { width: pen, glyphs: placed, images };
  });
  const width = Math.ceil(Math.max(0, ...lines.map((line) => line.width)));
  if (direction === 'rtl') {
    for (const line of lines) {
      const shift = width - line.width;
      for (const g of line.glyphs) g.x += shift;
      for (const image of line.images) image.x += shift;
    }
  }
  return { direction, width, height: lines.length * style.lineHeight, lines };
}

/** The direction a paragraph of `text` takes by itself: its first strong character's. */
export function paragraphDirection(text: string): Direction {
  return bidiLevels(text).direction;
}

/**
 * Room around the lines for ink past the glyphs' advances: marks and tall letters above and below,
 * and at either end a sign that reaches back over its consonant or past its own width (Gujarati
 * ી, Urdu ٹ). A share of the font size.
 */
export const INK_OVERFLOW = 0.35;

/**
 * The laid-out text as an SVG image in `color`: the glyphs' outlines (opentype.js reads them
 * from the same cut fonts HarfBuzz shaped with), emoji as Twemoji images. The image reaches
 * `INK_OVERFLOW` font sizes past the lines on every side.
 */
export function shapedSvg(layout: ShapedLayout, color: string, fontSize: number): string {
  const pad = Math.ceil(fontSize * INK_OVERFLOW);
  const paths: string[] = [];
  const images: string[] = [];
  for (const line of layout.lines) {
    for (const g of line.glyphs) {
      const font = parsedFont(g.face.data);
      paths.push(
        font.glyphs
          .get(g.glyph)
          .getPath(g.x + pad, g.y + pad, fontSize)
          .toPathData(2),
      );
    }
    for (const image of line.images) {
      images.push(
        `<image href="${image.src}" x="${image.x + pad}" y="${image.y + pad}" width="${image.size}" height="${image.size}"/>`,
      );
    }
  }
  const width = layout.width + 2 * pad;
  const height = layout.height + 2 * pad;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><path fill="${color}" d="${paths.join('')}"/>${images.join('')}</svg>`;
}
