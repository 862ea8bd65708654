import { glyphsFor, layoutShaped, needsShaping } from '../glyphs';
import { defaultFontAdvances } from '../glyphs/fonts';
import { fitsArc, ringUnits, RING, TEXT_RADIUS, TEXT_SWEEP } from '../../frame-maker/ring';
import { ContentError } from './load';

/**
 * The maker draws the ring's letters bold in the visitor's system font, which the build cannot
 * measure; Geist (next/og's font, Regular) stands in, widened by this much for the bold weight.
 * The maker shrinks the letters on a device whose font still runs wider, so this only has to
 * refuse text that cannot fit at the ring's own size.
 */
export const BOLD_WIDENING = 1.1;

/**
 * The widths of the ring text's pieces (ringUnits: letters, and Arabic words whole) in frame units,
 * as the build estimates them: Geist's advances, and a piece of a shaped script (Arabic, Hebrew,
 * Devanagari…) shaped in the bold Noto face the maker draws it in.
 */
export async function estimatedWidths(text: string): Promise<number[]> {
  const widths: number[] = [];
  for (const { text: unit } of ringUnits(text)) {
    if (needsShaping(unit)) {
      const style = { fontSize: RING.fontSize, weight: 700, lineHeight: 1, maxWidth: 100 } as const;
      const { lines } = await layoutShaped(unit, style, await glyphsFor(unit));
      widths.push(lines[0]?.width ?? 0);
      continue;
    }
    const advances = await defaultFontAdvances(Array.from(unit));
    widths.push(advances.reduce((sum, em) => sum + em, 0) * BOLD_WIDENING * RING.fontSize);
  }
  return widths;
}

/**
 * Throws a ContentError naming `profile.frame.ringText` when the text, filled in, is too long for
 * the ring's arc.
 */
export async function checkFrameText(file: string, text: string) {
  const widths = await estimatedWidths(text);
  if (fitsArc(widths)) return;
  const length = widths.reduce((sum, width) => sum + width, 0);
  const room = TEXT_RADIUS * TEXT_SWEEP;
  throw new ContentError(file, [
    `${file}  profile.frame.ringText: "${text}" is too long for the frame's ring (about ${Math.round((length / room) * 100)}% of the arc): shorten it, e.g. #OPENTO{ticker}`,
  ]);
}
