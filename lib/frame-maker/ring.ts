/**
 * The "#OpenTo…" ring's geometry, in frame units (the picture is 1 × 1, the circle's radius ½):
 * a band inside the circle's lower part, fading at its ends, and the frame's text along it. Pure,
 * so the build's too-long check (lib/content/frame-text.ts) and the drawing use the same numbers.
 */

/** Canvas angles: 0 points right, a quarter turn (π/2) points down. */
export const RING = {
  /** The band runs from the outer edge of the circle inwards by this much. */
  outer: 0.5,
  width: 0.105,
  /** The band's middle, straight down. */
  centre: Math.PI / 2,
  /** Its whole sweep, ends included; each end fades over `fade`. */
  sweep: (Math.PI * 230) / 180,
  fade: (Math.PI * 40) / 180,
  /** The letters' size (their em), and the extra space after each letter, in frame units. */
  fontSize: 0.062,
  tracking: 0.006,
} as const;

/** The radius the letters' middles sit on. */
export const TEXT_RADIUS = RING.outer - RING.width / 2;

/** The sweep the text may take: the band's solid part, less a little room at each end. */
export const TEXT_SWEEP = RING.sweep - 2 * RING.fade - (Math.PI * 8) / 180;

/** The text's length along its circle, in frame units, for letters of these advance widths. */
export function arcLength(widths: readonly number[], tracking: number = RING.tracking): number {
  if (widths.length === 0) return 0;
  return widths.reduce((sum, width) => sum + width, 0) + tracking * (widths.length - 1);
}

/** Does text of these letter widths fit along the band's solid part? */
export function fitsArc(widths: readonly number[], tracking: number = RING.tracking): boolean {
  return arcLength(widths, tracking) <= TEXT_RADIUS * TEXT_SWEEP;
}

export type PlacedLetter = {
  /** The letter's middle, from the frame's centre, in frame units. */
  x: number;
  y: number;
  /** The turn to draw it with: 0 at the bottom, so every letter stands with its top to the centre. */
  angle: number;
};

/**
 * Each letter's middle and turn, left to right along the bottom of the circle, centred on the
 * band and spaced by its measured width: a letter at canvas angle θ turns by θ − π/2, so its top
 * points at the circle's centre and none is upside down.
 */
export function arcLetters(
  widths: readonly number[],
  { radius = TEXT_RADIUS, tracking = RING.tracking }: { radius?: number; tracking?: number } = {},
): PlacedLetter[] {
  const start = RING.centre + arcLength(widths, tracking) / (2 * radius);
  let along = 0;
  return widths.map((width) => {
    const theta = start - (along + width / 2) / radius;
    along += width + tracking;
    return {
      x: radius * Math.cos(theta),
      y: radius * Math.sin(theta),
      angle: theta - Math.PI / 2,
    };
  });
}

/** How opaque the band is at canvas angle θ: 1 in its middle, falling to 0 at its ends. */
export function bandAlpha(theta: number): number {
  let offset = Math.abs(theta - RING.centre) % (Math.PI * 2);
  if (offset > Math.PI) offset = Math.PI * 2 - offset;
  const fromEnd = RING.sweep / 2 - offset;
  if (fromEnd <= 0) return 0;
  return Math.min(1, fromEnd / RING.fade);
}
