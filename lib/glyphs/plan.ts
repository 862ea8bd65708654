import { emojiDataUrl, wantsEmoji } from './emoji';
import { defaultFont, fallbackFonts, inDefaultFont, type ImageFont } from './fonts';

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
  const emoji = new Map<string, string>();
  const needing = new Map<string, string[]>();
  for (const { segment } of segmenter.segment(text)) {
    if (emoji.has(segment) || needing.has(segment)) continue;
    if (wantsEmoji(segment)) {
      needing.set(segment, []);
      continue;
    }
    const characters = [...segment].filter((c) => !invisible(c));
    const lacking = [];
    for (const c of characters) if (!(await inDefaultFont(c))) lacking.push(c);
    if (lacking.length > 0) needing.set(segment, lacking);
  }
  const { fonts, missing: noFont } = await fallbackFonts([...needing.values()].flat());
  const missing: string[] = [];
  for (const [segment, lacking] of needing) {
    const drawnAsText = lacking.length > 0 && lacking.every((c) => !noFont.includes(c));
    if (drawnAsText) continue;
    const image = await emojiDataUrl(segment);
    if (image) emoji.set(segment, image);
    else missing.push(segment);
  }
  return { fonts: fonts.length > 0 ? [await defaultFont(), ...fonts] : undefined, emoji, missing };
}

const plans = new Map<string, Promise<Glyphs>>();

/** The fonts and emoji images that draw `text`, worked out once per text and process. */
export function glyphsFor(text: string): Promise<Glyphs> {
  let found = plans.get(text);
  if (!found) {
    found = plan(text);
    plans.set(text, found);
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
