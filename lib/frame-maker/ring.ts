/**
 * The "#OpenTo…" ring's geometry, in frame units (the picture is 1 × 1, the circle's radius ½):
 * a band inside the circle's lower part, fading at its ends, and the frame's text along it. Pure,
 * so the build's too-long check (lib/build/content/frame-text.ts) and the drawing use the same numbers.
 */

import { eachGrapheme } from '@/lib/graphemes';

/** Canvas angles: 0 points right, a quarter turn (π/2) points down. */
export const RING = {
  /** The band runs from the outer edge of the circle inwards by this much. */
  outer: 0.5,
  width: 0.105,
  /** The band's middle, straight down. */
  centre: Math.PI / 2,
  /** Its whole sweep, ends included; each end fades over `fade`. */
  sweep: (Math.PI * 230) / 180,
  fade: (Math.PI * 40) / 180,
  /** The letters' size (their em), and the extra space after each letter, in frame units. */
  fontSize: 0.062,
  tracking: 0.006,
} as const;

/** The radius the letters' middles sit on. */
export const TEXT_RADIUS = RING.outer - RING.width / 2;

/** The sweep the text may take: the band's solid part, less a little room at each end. */
export const TEXT_SWEEP = RING.sweep - 2 * RING.fade - (Math.PI * 8) / 180;

/** The text's length along its circle, in frame units, for letters of these advance widths. */
export function arcLength(widths: readonly number[], tracking: number = RING.tracking): number {
  if (widths.length === 0) return 0;
  return widths.reduce((sum, width) => sum + width, 0) + tracking * (widths.length - 1);
}

/** Does text of these letter widths fit along the band's solid part? */
export function fitsArc(widths: readonly number[], tracking: number = RING.tracking): boolean {
  return arcLength(widths, tracking) <= TEXT_RADIUS * TEXT_SWEEP;
}

export type PlacedLetter = {
  /** The letter's middle, from the frame's centre, in frame units. */
  x: number;
  y: number;
  /** The turn to draw it with: 0 at the bottom, so every letter stands with its top to the centre. */
  angle: number;
};

/**
 * Each letter's middle and turn, left to right along the bottom of the circle, centred on the
 * band and spaced by its measured width: a letter at canvas angle θ turns by θ − π/2, so its top
 * points at the circle's centre and none is upside down.
 */
export function arcLetters(
  widths: readonly number[],
  { radius = TEXT_RADIUS, tracking = RING.tracking }: { radius?: number; tracking?: number } = {},
): PlacedLetter[] {
  const start = RING.centre + arcLength(widths, tracking) / (2 * radius);
  let along = 0;
  return widths.map((width) => {
    const theta = start - (along + width / 2) / radius;
    along += width + tracking;
    return {
      x: radius * Math.cos(theta),
      y: radius * Math.sin(theta),
      angle: theta - Math.PI / 2,
    };
  });
}

/** How opaque the band is at canvas angle θ: 1 in its middle, falling to 0 at its ends. */
export function bandAlpha(theta: number): number {
  let offset = Math.abs(theta - RING.centre) % (Math.PI * 2);
  if (offset > Math.PI) offset = Math.PI * 2 - offset;
  const fromEnd = RING.sweep / 2 - offset;
  if (fromEnd <= 0) return 0;
  return Math.min(1, fromEnd / RING.fade);
}

/** One piece of the ring's text drawn as a whole: a letter, or a word of a joining script. */
export type RingUnit = { text: string; dir: 'ltr' | 'rtl' };

/**
 * Scripts whose letters join (Arabic), or whose consonants stack and join into conjuncts across
 * grapheme clusters (Devanagari's क्ष, Khmer's subscripts): a word of them is drawn whole, so it
 * is shaped as a reader expects.
 */
const JOINING =
  /[\p{scx=Arabic}\p{scx=Syriac}\p{scx=Nko}\p{scx=Mongolian}\p{scx=Adlam}\p{scx=Devanagari}\p{scx=Bengali}\p{scx=Gurmukhi}\p{scx=Gujarati}\p{scx=Oriya}\p{scx=Tamil}\p{scx=Telugu}\p{scx=Kannada}\p{scx=Malayalam}\p{scx=Sinhala}\p{scx=Myanmar}\p{scx=Khmer}]/u;
const RIGHT_TO_LEFT =
  /[\p{scx=Arabic}\p{scx=Hebrew}\p{scx=Syriac}\p{scx=Thaana}\p{scx=Nko}\p{scx=Adlam}]/u;
/** Letters and digits of other scripts: left to right. */
const LEFT_TO_RIGHT = /[\p{L}\p{N}]/u;

type Strength = 'L' | 'R' | 'N';

/**
 * The ring's text as the pieces drawn one by one along the arc, left to right: each grapheme
 * cluster on its own, except that a run of a joining script's letters (an Arabic word, with its
 * marks and tatweel) is one piece. Right-to-left pieces come in visual order, as the bidi
 * algorithm orders a single line: in a right-to-left paragraph everything runs right to left
 * except runs of left-to-right letters and digits; punctuation between two runs of one direction
 * takes theirs, else the paragraph's.
 */
export function ringUnits(text: string, dir: 'ltr' | 'rtl' = 'ltr'): RingUnit[] {
  const units: { text: string; strength: Strength }[] = [];
  for (const grapheme of eachGrapheme(text)) {
    const strength: Strength = RIGHT_TO_LEFT.test(grapheme)
      ? 'R'
      : LEFT_TO_RIGHT.test(grapheme)
        ? 'L'
        : 'N';
    const last = units[units.length - 1];
    if (last && JOINING.test(grapheme) && JOINING.test(last.text)) last.text += grapheme;
    else units.push({ text: grapheme, strength });
  }
  const paragraph: Strength = dir === 'rtl' ? 'R' : 'L';
  const resolved = units.map((unit, i) => {
    if (unit.strength !== 'N') return unit.strength;
    const before = units.slice(0, i).findLast((u) => u.strength !== 'N')?.strength ?? paragraph;
    const after = units.slice(i + 1).find((u) => u.strength !== 'N')?.strength ?? paragraph;
    return before === after ? before : paragraph;
  });
  // Runs of the direction against the paragraph's are reversed in place; a right-to-left
  // paragraph is then read from the right as a whole.
  const placed = units.map(
    (unit, i) => ({ text: unit.text, dir: resolved[i] === 'R' ? 'rtl' : 'ltr' }) as const,
  );
  const against = dir === 'rtl' ? 'ltr' : 'rtl';
  const ordered: RingUnit[] = [];
  for (let i = 0; i < placed.length;) {
    let j = i;
    while (j < placed.length && placed[j]!.dir === placed[i]!.dir) j += 1;
    const run = placed.slice(i, j);
    ordered.push(...(placed[i]!.dir === against ? run.reverse() : run));
    i = j;
  }
  return dir === 'rtl' ? ordered.reverse() : ordered;
}
