/**
 * Draws the framed picture: the photo where the visitor put it, their stickers, and the ring with
 * its text. One function for the preview (at the device's pixel ratio) and the export (1080 × 1080).
 */
import { scaleOf, type Placement } from './placement';
import {
  arcLetters,
  bandAlpha,
  fitsArc,
  ringUnits,
  RING,
  TEXT_RADIUS,
  type RingUnit,
} from './ring';
import type { PlacedSticker } from './stickers';

type Context = CanvasRenderingContext2D;
type Drawable = CanvasImageSource & { width: number; height: number };

export type FrameScene = {
  photo: { image: CanvasImageSource; width: number; height: number } | null;
  placement: Placement;
  stickers: readonly (PlacedSticker & { image: Drawable })[];
  /** The ring's text, filled in ("#OPENTO$LEWD"). */
  text: string;
  /** The page's direction: the ring's text is ordered as a line of it. */
  dir?: 'ltr' | 'rtl';
  /** The fonts the text is drawn in: the page's script's face (lib/canvas/script-font.ts) first. */
  font?: string;
  /** #rrggbb: the band, the letters on it, and what shows outside the photo (the square's corners). */
  colors: { brand: string; onBrand: string; background: string };
  /** The sticker to outline (the preview only). */
  selected?: number | null;
};

/** The system font stack, on the device before drawing starts: nothing to load. */
export const RING_FONT = 'system-ui, sans-serif';

function rgba(hex: string, alpha: number): string {
  const n = parseInt(hex.slice(1), 16);
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${alpha})`;
}

function drawBand(ctx: Context, size: number, color: string) {
  const c = size / 2;
  const outer = RING.outer * size;
  const inner = (RING.outer - RING.width) * size;
  const from = RING.centre - RING.sweep / 2;
  const to = RING.centre + RING.sweep / 2;
  const band = (start: number, end: number) => {
    ctx.beginPath();
    ctx.arc(c, c, outer, start, end);
    ctx.arc(c, c, inner, end, start, true);
    ctx.closePath();
  };
  if (typeof ctx.createConicGradient === 'function') {
    // Turned so the band's middle is half-way round the gradient: it never crosses the seam.
    const origin = RING.centre - Math.PI;
    const gradient = ctx.createConicGradient(origin, c, c);
    const at = (angle: number) => (angle - origin) / (Math.PI * 2);
    gradient.addColorStop(at(from), rgba(color, 0));
    gradient.addColorStop(at(from + RING.fade), rgba(color, 1));
    gradient.addColorStop(at(to - RING.fade), rgba(color, 1));
    gradient.addColorStop(at(to), rgba(color, 0));
    ctx.fillStyle = gradient;
    band(from, to);
    ctx.fill();
    return;
  }
  const steps = 96;
  for (let i = 0; i < steps; i += 1) {
    const start = from + (RING.sweep * i) / steps;
    const end = start + RING.sweep / steps;
    ctx.fillStyle = rgba(color, bandAlpha((start + end) / 2));
    band(start, end + 0.002);
    ctx.fill();
  }
}

function measureUnits(ctx: Context, units: RingUnit[], size: number): number[] {
  return units.map((unit) => {
    ctx.direction = unit.dir;
    return ctx.measureText(unit.text).width / size;
  });
}

/** The letters' size in pixels: the ring's, or smaller when this device's font runs wider. */
function letterSize(ctx: Context, units: RingUnit[], size: number, family: string): number {
  let px = RING.fontSize * size;
  for (let tries = 0; tries < 8; tries += 1) {
    ctx.font = `700 ${px}px ${family}`;
    if (fitsArc(measureUnits(ctx, units, size))) break;
    px *= 0.92;
  }
  return px;
}

/**
 * The text along the arc, piece by piece (ringUnits): letters one by one, and a word of a joining
 * script (Arabic) whole, shaped by the canvas in its direction, so its letters stay joined.
 */
function drawText(ctx: Context, size: number, scene: FrameScene, color: string) {
  const family = scene.font ?? RING_FONT;
  const units = ringUnits(scene.text, scene.dir);
  const px = letterSize(ctx, units, size, family);
  ctx.font = `700 ${px}px ${family}`;
  const widths = measureUnits(ctx, units, size);
  ctx.fillStyle = color;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  arcLetters(widths, { radius: TEXT_RADIUS }).forEach((place, index) => {
    const unit = units[index]!;
    ctx.save();
    ctx.translate(size / 2 + place.x * size, size / 2 + place.y * size);
    ctx.rotate(place.angle);
    ctx.direction = unit.dir;
    ctx.fillText(unit.text, 0, 0);
    ctx.restore();
  });
}

export function render(ctx: Context, size: number, scene: FrameScene): void {
  ctx.save();
  ctx.fillStyle = scene.colors.background;
  ctx.fillRect(0, 0, size, size);
  ctx.imageSmoothingQuality = 'high';
  const { photo, placement } = scene;
  if (photo) {
    const scale = scaleOf(placement, photo) * size;
    ctx.save();
    ctx.translate(size / 2 + placement.x * size, size / 2 + placement.y * size);
    ctx.rotate(placement.rotation);
    ctx.scale(scale, scale);
    ctx.drawImage(photo.image, -photo.width / 2, -photo.height / 2, photo.width, photo.height);
    ctx.restore();
  }
  scene.stickers.forEach((sticker, index) => {
    const width = sticker.size * size;
    const height = (width * sticker.image.height) / sticker.image.width;
    ctx.save();
    ctx.translate(sticker.x * size, sticker.y * size);
    ctx.rotate(sticker.rotation);
    ctx.drawImage(sticker.image, -width / 2, -height / 2, width, height);
    if (scene.selected === index) {
      ctx.strokeStyle = scene.colors.brand;
      ctx.lineWidth = Math.max(2, size / 270);
      ctx.setLineDash([size / 60, size / 90]);
      ctx.strokeRect(-width / 2, -height / 2, width, height);
    }
    ctx.restore();
  });
  drawBand(ctx, size, scene.colors.brand);
  drawText(ctx, size, scene, scene.colors.onBrand);
  ctx.restore();
}
