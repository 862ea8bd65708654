/**
 * A meme's geometry apart from the canvas: the picture's size and where its captions go, as pure
 * functions over a `measure` callback (the canvas's measureText in the browser, a stand-in in the
 * tests).
 */
import { normalise, wrapLines, type Measure } from '@/lib/moment-card/layout';

export type Size = { width: number; height: number };

/** The exported picture's longest side, at most. */
export const MAX_SIDE = 1200;
/** A caption's lines, at most. */
export const MAX_LINES = 3;
export const LINE_HEIGHT = 1.1;

/**
 * The template's aspect ratio with the longest side MAX_SIDE: a small template is drawn larger, so
 * the captions are as sharp on every template; whole pixels, at least one.
 */
export function outputSize(template: Size, longest = MAX_SIDE): Size {
  const scale = longest / Math.max(template.width, template.height, 1);
  return {
    width: Math.max(1, Math.round(template.width * scale)),
    height: Math.max(1, Math.round(template.height * scale)),
  };
}

/** Where the captions may go on a picture of `size`, and the sizes their letters may take. */
export function captionFrame(size: Size) {
  const short = Math.min(size.width, size.height);
  const margin = Math.round(short * 0.04);
  return {
    margin,
    width: size.width - 2 * margin,
    /** Each caption's band, at most: the middle of the picture stays the picture's. */
    maxHeight: Math.round(size.height * 0.3),
    maxSize: Math.round(short * 0.12),
    minSize: Math.max(8, Math.round(short * 0.05)),
    /** The ticker in a corner. */
    tickerSize: Math.max(8, Math.round(short * 0.05)),
  };
}

export type CaptionLayout = {
  lines: string[];
  size: number;
  lineHeight: number;
  /** The caption did not fit whole at the smallest size: its last line ends with an ellipsis. */
  clamped: boolean;
};

/** The sizes tried, largest first, each a tenth smaller than the one before. */
export function captionSizes(maxSize: number, minSize: number): number[] {
  const sizes: number[] = [];
  for (let size = maxSize; size > minSize; size = Math.floor(size * 0.9)) sizes.push(size);
  sizes.push(minSize);
  return sizes;
}

/**
 * A caption, in capitals, at the largest size at which it fits the width in at most three lines
 * within its band without breaking a word; at the smallest size, wrapped to the lines that fit and
 * clamped with an ellipsis.
 */
export function fitCaption(
  text: string,
  frame: Pick<ReturnType<typeof captionFrame>, 'width' | 'maxHeight' | 'maxSize' | 'minSize'>,
  measureAt: (size: number) => Measure,
): CaptionLayout {
  const caption = normalise(text).toLocaleUpperCase();
  if (!caption) return { lines: [], size: frame.maxSize, lineHeight: 0, clamped: false };
  const words = caption.split(' ');
  const sizes = captionSizes(frame.maxSize, frame.minSize);
  let layout: CaptionLayout | null = null;
  for (const size of sizes) {
    const lineHeight = Math.round(size * LINE_HEIGHT);
    const maxLines = Math.max(1, Math.min(MAX_LINES, Math.floor(frame.maxHeight / lineHeight)));
    const measure = measureAt(size);
    const wrapped = wrapLines(caption, frame.width, maxLines, measure);
    layout = { ...wrapped, size, lineHeight };
    const wordsFit = words.every((word) => measure(word) <= frame.width);
    if (!wrapped.clamped && wordsFit) return layout;
  }
  return layout!;
}

/** The caption a visitor may type, at most: a few lines' worth (the input's maxLength). */
export const CAPTION_MAX = 120;
