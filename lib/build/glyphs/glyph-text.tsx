import type { ReactNode } from 'react';
import { shapedFamily } from './fonts';
import type { Glyphs } from './plan';
import { INK_OVERFLOW, layoutShaped, shapedSvg, type ShapedStyle } from './shaped-text';

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * Text for an ImageResponse: as it is, or with its emoji swapped for their images at the font's
 * size, in a row, so that next/og never looks an emoji up itself.
 */
export function glyphText(text: string, fontSize: number, { emoji }: Glyphs): ReactNode {
  const parts: ReactNode[] = [];
  let run = '';
  for (const { segment } of segmenter.segment(text)) {
    const image = emoji.get(segment);
    if (!image) {
      run += segment;
      continue;
    }
    if (run) parts.push(run);
    run = '';
    parts.push(
      // eslint-disable-next-line @next/next/no-img-element -- Satori draws <img>, not next/image
      <img key={parts.length} src={image} alt="" width={fontSize} height={fontSize} />,
    );
  }
  if (parts.length === 0) return text;
  if (run) parts.push(run);
  return <div style={{ display: 'flex', alignItems: 'center', whiteSpace: 'pre' }}>{parts}</div>;
}

/**
 * A combining mark that no precomposed letter took in: next/og would draw it where the font's
 * outline puts it, not on its letter. Variation selectors and the keycap go with emoji images.
 */
const LOOSE_MARK = /(?![\ufe00-\ufe0f\u20e3\u{e0100}-\u{e01ef}])\p{M}/u;

/**
 * Does next/og need the build to lay `text` (composed, NFC) out: a script it cannot shape (Arabic,
 * Hebrew, Devanagari, Thai…: SHAPED_FAMILIES), or a mark left over on a letter with no precomposed
 * form (Cyrillic "а́")?
 */
export function needsShaping(text: string): boolean {
  return [...text].some((c) => shapedFamily(c) !== null) || LOOSE_MARK.test(text);
}

/**
 * Text for an ImageResponse in any script the build draws: glyphText's, or, for the scripts next/og
 * cannot shape (which it would draw unjoined, unordered, and left to right), the text shaped and
 * laid out here as an SVG image of its lines, as wide as its widest line, its ink allowed past the
 * lines on every side as text's is. Letters and marks are composed first (NFC), as glyphsFor plans
 * them, so a Vietnamese "ệ" typed as e and two marks is drawn as the one letter the font has.
 */
export async function drawnText(
  raw: string,
  style: ShapedStyle & { color: string },
  glyphs: Glyphs,
): Promise<ReactNode> {
  const text = raw.normalize('NFC');
  if (!needsShaping(text)) return glyphText(text, style.fontSize, glyphs);
  const layout = await layoutShaped(text, style, glyphs);
  const svg = shapedSvg(layout, style.color, style.fontSize);
  const pad = Math.ceil(style.fontSize * INK_OVERFLOW);
  return (
    // eslint-disable-next-line @next/next/no-img-element -- Satori draws <img>, not next/image
    <img
      src={`data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`}
      alt=""
      width={layout.width + 2 * pad}
      height={layout.height + 2 * pad}
      style={{ margin: -pad }}
    />
  );
}
