import { emojiDataUrl, wantsEmoji } from './emoji';
import {
  defaultFont,
  fallbackFonts,
  inDefaultFont,
  notShaped,
  shapedFamily,
  type ImageFont,
} from './fonts';

/** How the PNGs draw a piece of text. */
export type Glyphs = {
  /** For ImageResponse's `fonts`; undefined when next/og's own font draws every character. */
  fonts: ImageFont[] | undefined;
  /** Emoji graphemes and their images. */
  emoji: Map<string, string>;
  /** Graphemes that neither a font nor Twemoji can draw. */
  missing: string[];
};

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** Not drawn, so never missing: spaces, controls, joiners, variation selectors. */
function invisible(character: string): boolean {
  return /^[\s\p{Cc}\p{Cf}\ufe00-\ufe0f]$/u.test(character);
}

async function plan(text: string): Promise<Glyphs> {
  const graphemes = [...new Set(Array.from(segmenter.segment(text), ({ segment }) => segment))];
  const lackingBy = new Map<string, string[]>();
  for (const grapheme of graphemes.filter((g) => !wantsEmoji(g))) {
    const lacking = [];
    for (const c of grapheme) if (!invisible(c) && !(await inDefaultFont(c))) lacking.push(c);
    if (lacking.length > 0) lackingBy.set(grapheme, lacking);
  }
  const lacking = [...lackingBy.values()].flat();
  const { fonts, missing: noFallback } = await fallbackFonts(
    lacking.filter((c) => !shapedFamily(c)),
  );
  const noFont = [...noFallback, ...(await notShaped(lacking.filter((c) => shapedFamily(c))))];
  const emoji = new Map<string, string>();
  const missing: string[] = [];
  // Emoji by choice, and pictographs no font has (a ❤ without its selector) as a last resort.
  const images = graphemes.filter(
    (g) => wantsEmoji(g) || lackingBy.get(g)?.some((c) => noFont.includes(c)),
  );
  for (const grapheme of images) {
    const image = await emojiDataUrl(grapheme);
    if (image) emoji.set(grapheme, image);
    else missing.push(grapheme);
  }
  return { fonts: fonts.length > 0 ? [await defaultFont(), ...fonts] : undefined, emoji, missing };
}

const plans = new Map<string, Promise<Glyphs>>();

/**
 * The fonts and emoji images that draw `text` as drawnText draws it (composed, NFC), worked out
 * once per text and process.
 */
export function glyphsFor(text: string): Promise<Glyphs> {
  const composed = text.normalize('NFC');
  let found = plans.get(composed);
  if (!found) {
    found = plan(composed);
    plans.set(composed, found);
  }
  return found;
}

/** "𓀀 (U+13000)", "🫨 (U+1FAE8)": a grapheme and its code points, for an error message. */
export function describeGrapheme(grapheme: string): string {
  const points = [...grapheme].map(
    (c) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`,
  );
  return `${grapheme} (${points.join(' ')})`;
}
