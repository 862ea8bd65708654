/**
 * Draws a meme: the template, its top and bottom captions in the classic style (white, bold,
 * condensed, a black outline) and, when asked, the ticker in a corner. One `render` draws the
 * preview at the device's pixel ratio and the export at its own size. Its own chunk: the maker
 * imports it on the first press, never before.
 */
import { canvasToPicture, releaseCanvas } from '@/lib/canvas/png';
import type { Measure } from '@/lib/moment-card/layout';
import { CAPTION_FAMILY } from './font';
import { captionFrame, fitCaption, type Size } from './layout';

/**
 * The bundled caption face (loaded by font.ts) for Latin, then the page's script's face when its
 * language has one (`faces`, lib/canvas/picture-font.ts), then the system's condensed bold faces.
 */
export const captionFont = (size: number, faces = '') =>
  `700 ${size}px "${CAPTION_FAMILY}", ${faces}Impact, "Arial Narrow", sans-serif`;

/** Where the ticker goes; the names are the content's (home.memeMaker.corners). */
export const CORNERS = ['none', 'topLeft', 'topRight', 'bottomLeft', 'bottomRight'] as const;
export type Corner = (typeof CORNERS)[number];

export type Meme = {
  image: CanvasImageSource;
  /** The exported picture's size (layout.ts outputSize): everything is laid out in it. */
  size: Size;
  top: string;
  bottom: string;
  ticker: string;
  corner: Corner;
  /** The page's direction: the captions' words are read in it. */
  dir?: 'ltr' | 'rtl';
  /** The page's script's face as a font list starts it, once added; '' for none. */
  faces?: string;
};

type Context = CanvasRenderingContext2D;

const OUTLINE = 0.16;

function measureAt(ctx: Context, faces: string) {
  return (size: number): Measure =>
    (text) => {
      ctx.font = captionFont(size, faces);
      // The outline reaches past the letters on both sides.
      return ctx.measureText(text).width + size * OUTLINE;
    };
}

function outlined(ctx: Context, text: string, x: number, y: number, size: number, faces: string) {
  ctx.font = captionFont(size, faces);
  ctx.lineWidth = size * OUTLINE;
  ctx.strokeText(text, x, y);
  ctx.fillText(text, x, y);
}

function caption(ctx: Context, meme: Meme, where: 'top' | 'bottom') {
  const { size } = meme;
  const faces = meme.faces ?? '';
  const frame = captionFrame(size);
  // Wrapped in reading order; the canvas shapes each line and lays it out in the page's direction.
  ctx.direction = meme.dir ?? 'ltr';
  const layout = fitCaption(meme[where], frame, measureAt(ctx, faces));
  const height = layout.lines.length * layout.lineHeight;
  const top = where === 'top' ? frame.margin : size.height - frame.margin - height;
  ctx.textAlign = 'center';
  layout.lines.forEach((line, index) => {
    const y = top + layout.lineHeight * (index + 0.5);
    outlined(ctx, line, size.width / 2, y, layout.size, faces);
  });
}

function ticker(ctx: Context, meme: Meme, corner: Exclude<Corner, 'none'>) {
  const { size } = meme;
  const { margin, tickerSize } = captionFrame(size);
  // A ticker reads left to right on any page ("$LEWD", never "LEWD$").
  ctx.direction = 'ltr';
  const left = corner.endsWith('Left');
  ctx.textAlign = left ? 'left' : 'right';
  const x = left ? margin : size.width - margin;
  const y = corner.startsWith('top')
    ? margin + tickerSize / 2
    : size.height - margin - tickerSize / 2;
  outlined(ctx, meme.ticker, x, y, tickerSize, meme.faces ?? '');
}

/** The meme on a canvas of `target` pixels (the export's size, or the preview's). */
export function render(ctx: Context, target: Size, meme: Meme) {
  const { size } = meme;
  ctx.save();
  ctx.setTransform(target.width / size.width, 0, 0, target.height / size.height, 0, 0);
  ctx.drawImage(meme.image, 0, 0, size.width, size.height);
  ctx.fillStyle = '#fff';
  ctx.strokeStyle = '#000';
  ctx.lineJoin = 'round';
  ctx.textBaseline = 'middle';
  caption(ctx, meme, 'top');
  caption(ctx, meme, 'bottom');
  if (meme.corner !== 'none') ticker(ctx, meme, meme.corner);
  ctx.restore();
}

/** The meme at its own size, as a PNG or, over the size rule, a JPEG. */
export async function exportMeme(meme: Meme): Promise<Blob> {
  performance.mark('maker:meme:export-start');
  const canvas = document.createElement('canvas');
  canvas.width = meme.size.width;
  canvas.height = meme.size.height;
  try {
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no 2D canvas');
    render(ctx, meme.size, meme);
    const png = canvasToPicture(canvas);
    performance.mark('maker:meme:export-end');
    return png;
  } finally {
    releaseCanvas(canvas);
  }
}
