/** Printable ASCII: each code unit is a character of its own. */
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

// Undefined until a text needs it. Making the first Intl.Segmenter loads the engine's break rules:
// 16 ms on a computer, a few times that on a phone, in the middle of a maker's first preview.
let segmenter: Intl.Segmenter | null | undefined;

function graphemeSegmenter() {
  segmenter ??=
    typeof Intl !== 'undefined' && 'Segmenter' in Intl
      ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
      : null;
  return segmenter;
}

/**
 * The text's user-perceived characters, read one at a time: only as many as are asked for.
 * Intl.Segmenter keeps an emoji sequence or a letter with its combining marks in one piece; where
 * a browser lacks it, code points are the next best thing.
 */
export function* eachGrapheme(text: string): Generator<string> {
  const segments = PRINTABLE_ASCII.test(text) ? null : graphemeSegmenter();
  if (!segments) {
    yield* text;
    return;
  }
  for (const part of segments.segment(text)) yield part.segment;
}

/** The text's user-perceived characters. */
export function graphemes(text: string): string[] {
  return Array.from(eachGrapheme(text));
}
