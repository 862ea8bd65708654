/**
 * Where everything on a moment's card goes, and how its text is broken into lines: pure functions
 * over a `measure` callback (the canvas's measureText in the browser, a stand-in in the tests), so
 * the layout is tested without a canvas.
 */

import { eachGrapheme } from '@/lib/graphemes';

/** One size for every device and pixel ratio: reads in a phone's timeline and as an X image. */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 675;

/** The page's system font stack (tailwind.config.ts): already on the device, nothing to load. */
export const FONT_STACK = 'system-ui, sans-serif';

export type Box = { x: number; y: number; width: number; height: number };

const MARGIN = 64;

/** The regions of the card, in CSS pixels of the 1200×675 picture. */
export const CARD_LAYOUT = {
  /** Plain brand colour, whatever else is drawn (the tests read the brand colour here). */
  brandPoint: { x: 24, y: 24 },
  mark: { x: MARGIN, y: 44, width: 80, height: 80 },
  brandName: { x: MARGIN + 80 + 24, y: 44, width: 560, height: 80 },
  /** The mascot's circle. */
  mascot: { x: 858, y: 120, width: 300, height: 300 },
  /** The post, on the page's card colour. */
  panel: { x: MARGIN, y: 156, width: 760, height: 384 },
  avatar: { x: MARGIN + 36, y: 156 + 32, width: 64, height: 64 },
  author: { x: MARGIN + 36 + 64 + 20, y: 156 + 32, width: 760 - 36 - 64 - 20 - 36, height: 64 },
  /** The sentence: wrapped, and clamped with an ellipsis to the lines that fit. */
  sentence: {
    x: MARGIN + 36,
    y: 156 + 32 + 64 + 24,
    width: 760 - 72,
    height: 384 - 32 - 64 - 24 - 32,
  },
  /** The ticker and the site's address, on the brand colour under the panel. */
  footer: { x: MARGIN, y: 572, width: 600, height: 56 },
  /** The small print, right-aligned at the right margin. */
  note: { x: 700, y: 572, width: 458, height: 56 },
} satisfies Record<string, Box | { x: number; y: number }>;

/** The layout seen in a mirror, for a right-to-left card: every box at the other side. */
export function mirrored<T extends Record<string, { x: number; width?: number }>>(layout: T): T {
  return Object.fromEntries(
    Object.entries(layout).map(([key, box]) => [
      key,
      { ...box, x: CARD_WIDTH - box.x - (box.width ?? 0) },
    ]),
  ) as T;
}

/** The sentence's sizes, largest first: the first at which it fits is used, else the last, clamped. */
export const SENTENCE_SIZES = [44, 40, 36, 32, 28] as const;
export const LINE_HEIGHT = 1.3;

export type Measure = (text: string) => number;

export const ELLIPSIS = '…';

/**
 * The text as one line of drawable characters: every run of white space or control characters
 * one space, trimmed. Nothing in it is ever read as markup; it is only ever measured and drawn.
 */
export function normalise(text: string): string {
  return text.replace(/[\s\p{Cc}]+/gu, ' ').trim();
}

/**
 * The longest start of `text`, in whole characters, that fits `width` with `suffix` after it (at
 * least one character when `atLeastOne`), and the rest. Reads the text one character at a time
 * and stops at the first that does not fit, so a 10,000-character name costs a line's worth.
 */
function fittingStart(
  text: string,
  width: number,
  measure: Measure,
  suffix = '',
  atLeastOne = false,
): { head: string; rest: string } {
  let head = '';
  for (const character of eachGrapheme(text)) {
    const next = head + character;
    if (measure(next.trimEnd() + suffix) > width && !(atLeastOne && head === '')) break;
    head = next;
  }
  return { head, rest: text.slice(head.length) };
}

/**
 * The line with an ellipsis, shortened until it fits `width` (at least the ellipsis is kept).
 * A space before the ellipsis goes, so it follows the last word.
 */
export function withEllipsis(line: string, width: number, measure: Measure): string {
  return fittingStart(line, width, measure, ELLIPSIS).head.trimEnd() + ELLIPSIS;
}

/** One line: the text when it fits, else as much as fits and an ellipsis. */
export function clampLine(text: string, width: number, measure: Measure): string {
  const line = normalise(text);
  return fittingStart(line, width, measure).rest === '' ? line : withEllipsis(line, width, measure);
}

export type Wrapped = { lines: string[]; clamped: boolean };

/**
 * A word this long never shares a line with others (no line of the card holds a tenth of it):
 * it starts its own, and is broken there, so it is never measured whole.
 */
const LONG_WORD = 1000;

/**
 * Greedy wrap at spaces into at most `maxLines` lines of `width`; a word wider than a line (a long
 * name, a URL, text without spaces) breaks between characters. When the text does not fit, the
 * last line ends with an ellipsis. Stops measuring once the lines are full, so 10,000 characters
 * cost no more than a few lines' worth.
 */
export function wrapLines(
  text: string,
  width: number,
  maxLines: number,
  measure: Measure,
): Wrapped {
  const words = normalise(text).split(' ').filter(Boolean);
  const lines: string[] = [];
  let line = '';
  let index = 0;
  const full = () => lines.length >= maxLines;

  while (index < words.length && !full()) {
    const word = words[index]!;
    if (line) {
      if (word.length < LONG_WORD && measure(`${line} ${word}`) <= width) {
        line = `${line} ${word}`;
        index += 1;
      } else {
        // The word goes to the next line.
        lines.push(line);
        line = '';
      }
      continue;
    }
    // First on its line: as many of its characters as fit (at least one); a word wider than
    // the line leaves the rest as the next word.
    const { head, rest } = fittingStart(word, width, measure, '', true);
    if (rest) {
      lines.push(head);
      words[index] = rest;
    } else {
      line = word;
      index += 1;
    }
  }
  if (line && !full()) {
    lines.push(line);
    line = '';
  }
  const clamped = index < words.length || line !== '';
  if (clamped && lines.length > 0) {
    const last = lines.length - 1;
    lines[last] = withEllipsis(lines[last]!, width, measure);
  }
  return { lines, clamped };
}

export type SentenceLayout = Wrapped & { size: number; lineHeight: number };

/**
 * The sentence at the largest of `sizes` at which it fits the box whole; at the smallest, clamped
 * with an ellipsis to the lines that fit. `measureAt(size)` measures at that font size.
 */
export function layoutSentence(
  text: string,
  box: Pick<Box, 'width' | 'height'>,
  measureAt: (size: number) => Measure,
  sizes: readonly number[] = SENTENCE_SIZES,
): SentenceLayout {
  let layout: SentenceLayout | null = null;
  for (const size of sizes) {
    const lineHeight = Math.round(size * LINE_HEIGHT);
    const maxLines = Math.max(1, Math.floor(box.height / lineHeight));
    layout = { ...wrapLines(text, box.width, maxLines, measureAt(size)), size, lineHeight };
    if (!layout.clamped) return layout;
  }
  if (!layout) throw new Error('layoutSentence: no font sizes');
  return layout;
}
