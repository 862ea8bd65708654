/**
 * Draws a moment's card in the browser: a 1200×675 PNG in the brand's colours with the mark, the
 * mascot, the author's avatar as the feed shows it, the sentence, the ticker and the site's
 * address. Its own chunk: the page imports it on the first Share, never before.
 *
 * Text is drawn with fillText in the page's system font stack, after the page's script's face
 * when its language has one (Japanese, Arabic…: lib/canvas/picture-font.ts, only the slices the
 * card's characters need, loaded before drawing). A character no face draws comes out as the
 * system's missing-glyph box, never as an error. A right-to-left card is mirrored; its words are
 * drawn right to left, the ticker and the address left to right.
 */
import {
  CARD_HEIGHT,
  CARD_LAYOUT,
  CARD_WIDTH,
  clampLine,
  FONT_STACK,
  layoutSentence,
  mirrored,
  type Box,
} from './layout';
import { addPictureFont, fontsFor } from '@/lib/canvas/picture-font';
import { canvasToPicture, releaseCanvas } from '@/lib/canvas/png';
import { fill, brandValues, initialOf, type CardMoment, type MomentCardBrand } from './text';

type Context = CanvasRenderingContext2D;
type Direction = 'ltr' | 'rtl';

/** The faces before the system's: the page's script's, once added. */
let faces = '';
const font = (size: number, weight = 400) => `${weight} ${size}px ${faces}${FONT_STACK}`;

function measureWith(ctx: Context, size: number, weight = 400) {
  return (text: string) => {
    ctx.font = font(size, weight);
    return ctx.measureText(text).width;
  };
}

function roundedRect(ctx: Context, { x, y, width, height }: Box, radius: number) {
  ctx.beginPath();
  ctx.moveTo(x + radius, y);
  ctx.arcTo(x + width, y, x + width, y + height, radius);
  ctx.arcTo(x + width, y + height, x, y + height, radius);
  ctx.arcTo(x, y + height, x, y, radius);
  ctx.arcTo(x, y, x + width, y, radius);
  ctx.closePath();
}

function circle(ctx: Context, { x, y, width }: Box) {
  ctx.beginPath();
  ctx.arc(x + width / 2, y + width / 2, width / 2, 0, Math.PI * 2);
  ctx.closePath();
}

type Align = 'start' | 'end' | 'center';

/** Where a line of `align` starts in the box on a card of `side`, and the canvas's alignment. */
function anchor(
  box: Box,
  align: Align,
  side: Direction,
): { x: number; textAlign: CanvasTextAlign } {
  if (align === 'center') return { x: box.x + box.width / 2, textAlign: 'center' };
  const left = (align === 'start') === (side === 'ltr');
  return left ? { x: box.x, textAlign: 'left' } : { x: box.x + box.width, textAlign: 'right' };
}

/**
 * One line of text, vertically centred in the box, clamped to its width, at the card's start or
 * end; `direction` is the line's own (a ticker stays left to right on a right-to-left card).
 */
function centredLine(
  ctx: Context,
  text: string,
  box: Box,
  size: number,
  weight: number,
  {
    align = 'start',
    side = 'ltr',
    direction = side,
  }: { align?: Align; side?: Direction; direction?: Direction } = {},
) {
  ctx.direction = direction;
  const line = clampLine(text, box.width, measureWith(ctx, size, weight));
  ctx.font = font(size, weight);
  const { x, textAlign } = anchor(box, align, side);
  ctx.textAlign = textAlign;
  ctx.textBaseline = 'middle';
  ctx.fillText(line, x, box.y + box.height / 2);
}

/** The mascot, or null when it does not load: the card is still drawn, without it. */
async function loadImage(src: string): Promise<HTMLImageElement | null> {
  const image = new Image();
  image.decoding = 'async';
  image.src = src;
  try {
    await image.decode();
    return image;
  } catch {
    return null;
  }
}

function drawMascot(ctx: Context, image: HTMLImageElement | null, box: Box, onBrand: string) {
  ctx.save();
  circle(ctx, box);
  ctx.fillStyle = onBrand;
  ctx.globalAlpha = 0.9;
  ctx.fill();
  ctx.globalAlpha = 1;
  if (image) {
    ctx.clip();
    // Cover the circle, as the loading screen's round frame does.
    const width = image.naturalWidth || box.width;
    const height = image.naturalHeight || box.height;
    const scale = Math.max(box.width / width, box.height / height);
    const w = width * scale;
    const h = height * scale;
    ctx.drawImage(image, box.x + (box.width - w) / 2, box.y + (box.height - h) / 2, w, h);
  }
  ctx.restore();
}

export type DrawInput = {
  moment: CardMoment;
  brand: MomentCardBrand;
  /** The small print drawn on the card ({brand}, {ticker}… filled in). */
  note: string;
};

/** Draws the card on a canvas of its own and returns it as a PNG (a JPEG over the size rule). */
export async function drawMomentCard({ moment, brand, note }: DrawInput): Promise<Blob> {
  const canvas = document.createElement('canvas');
  // The picture's pixels, whatever the device's pixel ratio: the canvas is never shown.
  canvas.width = CARD_WIDTH;
  canvas.height = CARD_HEIGHT;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2D canvas');
  const { colors } = brand;
  const side: Direction = brand.dir === 'rtl' ? 'rtl' : 'ltr';
  const L = side === 'rtl' ? mirrored(CARD_LAYOUT) : CARD_LAYOUT;
  const noteText = fill(note, brandValues(brand));
  const [mascot, family] = await Promise.all([
    loadImage(brand.mascot),
    addPictureFont(brand.pictureFont),
  ]);
  faces = family;
  if (faces) {
    const words = [moment.author, moment.text, noteText, brand.name, brand.mark, brand.address];
    await Promise.all([400, 600, 700].map((weight) => fontsFor(font(40, weight), ...words)));
  }

  // The brand colour, turning to the accent towards the end edge, as the site's gradients do.
  const background =
    side === 'rtl'
      ? ctx.createLinearGradient(CARD_WIDTH, 0, 0, 0)
      : ctx.createLinearGradient(0, 0, CARD_WIDTH, 0);
  background.addColorStop(0, colors.brand);
  background.addColorStop(0.55, colors.brand);
  background.addColorStop(1, colors.accent);
  ctx.fillStyle = background;
  ctx.fillRect(0, 0, CARD_WIDTH, CARD_HEIGHT);

  // The mark on its square, and the name.
  roundedRect(ctx, L.mark, 18);
  ctx.fillStyle = colors.onBrand;
  ctx.fill();
  ctx.fillStyle = colors.brand;
  const markSize = [...brand.mark].length >= 3 ? 30 : [...brand.mark].length === 2 ? 38 : 48;
  centredLine(ctx, brand.mark, L.mark, markSize, 700, { align: 'center' });
  ctx.fillStyle = colors.onBrand;
  centredLine(ctx, brand.name, L.brandName, 48, 700, { side, direction: 'ltr' });

  drawMascot(ctx, mascot, L.mascot, colors.onBrand);

  // The post: the card colour, the avatar and name, the sentence.
  ctx.save();
  ctx.shadowColor = 'rgba(0, 0, 0, 0.18)';
  ctx.shadowBlur = 24;
  ctx.shadowOffsetY = 6;
  roundedRect(ctx, L.panel, 20);
  ctx.fillStyle = colors.surface;
  ctx.fill();
  ctx.restore();

  circle(ctx, L.avatar);
  ctx.fillStyle = colors.avatar;
  ctx.fill();
  ctx.fillStyle = colors.avatarInk;
  centredLine(ctx, initialOf(moment.author), L.avatar, 30, 600, { align: 'center' });
  ctx.fillStyle = colors.ink;
  centredLine(ctx, moment.author, L.author, 32, 700, { side });

  // Wrapped in reading order; the canvas lays each line out in the card's direction.
  ctx.direction = side;
  const sentence = layoutSentence(moment.text, L.sentence, (size) => measureWith(ctx, size));
  ctx.font = font(sentence.size);
  ctx.fillStyle = colors.ink;
  const { x, textAlign } = anchor(L.sentence, 'start', side);
  ctx.textAlign = textAlign;
  ctx.textBaseline = 'middle';
  sentence.lines.forEach((line, i) => {
    const y = L.sentence.y + sentence.lineHeight * (i + 0.5);
    ctx.fillText(line, x, y);
  });

  // The ticker and where to find it, left to right on either card; the small print at the end.
  ctx.fillStyle = colors.onBrand;
  ctx.direction = 'ltr';
  const ticker = clampLine(brand.ticker, L.footer.width / 2, measureWith(ctx, 40, 700));
  ctx.font = font(40, 700);
  const tickerWidth = ctx.measureText(ticker).width;
  const gap = 16;
  const rest = L.footer.width - tickerWidth - gap;
  const code = { side, direction: 'ltr' } as const;
  if (side === 'rtl') {
    const right = L.footer.x + L.footer.width;
    centredLine(
      ctx,
      ticker,
      { ...L.footer, x: right - tickerWidth - 1, width: tickerWidth + 1 },
      40,
      700,
      code,
    );
    centredLine(ctx, `${brand.address} ·`, { ...L.footer, width: rest }, 32, 400, code);
  } else {
    centredLine(ctx, ticker, { ...L.footer, width: tickerWidth + 1 }, 40, 700, code);
    centredLine(
      ctx,
      `· ${brand.address}`,
      { ...L.footer, x: L.footer.x + tickerWidth + gap, width: rest },
      32,
      400,
      code,
    );
  }
  centredLine(ctx, noteText, L.note, 22, 400, { align: 'end', side });

  try {
    return canvasToPicture(canvas);
  } finally {
    releaseCanvas(canvas);
  }
}
