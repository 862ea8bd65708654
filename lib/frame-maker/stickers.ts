/** A sticker as the maker draws it: its picture on this site, its size and its alt text. */
export type FrameSticker = { src: string; width: number; height: number; alt: string };

/** The visitor's stickers on the frame, as pure numbers: where each is, how big and how turned. */

export type PlacedSticker = {
  /** Which of the content's stickers. */
  sticker: number;
  /** Its middle, from the picture's top-left corner, in frame units (the picture is 1 × 1). */
  x: number;
  y: number;
  /** Its width, in frame units. */
  size: number;
  /** Radians, clockwise. */
  rotation: number;
};

export const STICKER_SIZE = { initial: 0.42, min: 0.1, max: 1.2 } as const;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** A new sticker, above the middle of the circle, where a hat or glasses go. */
export function newSticker(sticker: number, count: number): PlacedSticker {
  // Each further one a little lower, so they do not land exactly on top of each other.
  return {
    sticker,
    x: 0.5,
    y: clamp(0.3 + 0.06 * count, 0, 1),
    size: STICKER_SIZE.initial,
    rotation: 0,
  };
}

/** Moved, kept with its middle on the picture so it can always be grabbed again. */
export function moveSticker(placed: PlacedSticker, dx: number, dy: number): PlacedSticker {
  return { ...placed, x: clamp(placed.x + dx, 0, 1), y: clamp(placed.y + dy, 0, 1) };
}

export function transformSticker(
  placed: PlacedSticker,
  { factor = 1, angle = 0 }: { factor?: number; angle?: number },
): PlacedSticker {
  return {
    ...placed,
    size: clamp(placed.size * factor, STICKER_SIZE.min, STICKER_SIZE.max),
    rotation: placed.rotation + angle,
  };
}

/**
 * The topmost sticker under a point of the picture (frame units), or null. `aspect` gives each
 * content sticker's height over its width.
 */
export function stickerAt(
  stickers: readonly PlacedSticker[],
  point: { x: number; y: number },
  aspect: (sticker: number) => number,
): number | null {
  for (let i = stickers.length - 1; i >= 0; i -= 1) {
    const placed = stickers[i]!;
    const dx = point.x - placed.x;
    const dy = point.y - placed.y;
    const cos = Math.cos(placed.rotation);
    const sin = Math.sin(placed.rotation);
    const u = dx * cos + dy * sin;
    const v = -dx * sin + dy * cos;
    const halfWidth = placed.size / 2;
    const halfHeight = (placed.size * aspect(placed.sticker)) / 2;
    if (Math.abs(u) <= halfWidth && Math.abs(v) <= halfHeight) return i;
  }
  return null;
}
