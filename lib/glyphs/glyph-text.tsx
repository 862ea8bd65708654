import type { ReactNode } from 'react';
import type { Glyphs } from './plan';

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
