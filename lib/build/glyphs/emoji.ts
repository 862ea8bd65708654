/**
 * Emoji in the PNGs: Twemoji's SVGs from npm, drawn as images, since no font here has colour
 * glyphs and next/og would otherwise fetch them from a CDN while building. Node only.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const TWEMOJI_DIR = path.join(process.cwd(), 'node_modules', '@twemoji', 'svg');

/**
 * A grapheme shown as a colour emoji whatever the font: an emoji-presentation character, or a
 * sequence (variation selector 16, keycap, joiner, skin tone, flag). "™" or "☺" alone stay text.
 */
export function wantsEmoji(grapheme: string): boolean {
  return /\p{Emoji_Presentation}|\p{Emoji_Modifier}|\p{Regional_Indicator}|[\u200d\u20e3\ufe0f]/u.test(
    grapheme,
  );
}

/**
 * The grapheme's Twemoji SVG as a data URL, or null if Twemoji has none. Files are named by code
 * point; most drop the variation selector, some joined sequences keep it.
 */
export async function emojiDataUrl(grapheme: string): Promise<string | null> {
  const points = [...grapheme].map((c) => c.codePointAt(0)!.toString(16));
  const names = new Set([points.join('-'), points.filter((p) => p !== 'fe0f').join('-')]);
  for (const name of names) {
    try {
      const svg = await readFile(path.join(TWEMOJI_DIR, `${name}.svg`));
      return `data:image/svg+xml;base64,${svg.toString('base64')}`;
    } catch {
      // Not under this name: try the next.
    }
  }
  return null;
}
