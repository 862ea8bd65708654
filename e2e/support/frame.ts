/**
 * The profile-frame maker's browser tests' helpers: a small striped photo made in the test, and
 * the checks of the exported PNG (its size, the photo in the circle, the brand's band on the ring
 * and the letters on it), in frame units so they hold for any brand.
 */
import { expect } from '@playwright/test';
import { PNG } from 'pngjs';
import { EXPORT_SIZE } from '../../lib/frame-maker/export';
import { frameMakerSite } from '../../lib/frame-maker/site';
import { RING, TEXT_RADIUS } from '../../lib/frame-maker/ring';

export const frameSite = frameMakerSite();

export type Rgb = readonly [number, number, number];

/** Three stripes, left to right; none is near any brand's colour in a way the checks confuse. */
export const STRIPES = {
  left: [20, 40, 200],
  middle: [30, 190, 60],
  right: [240, 220, 20],
} as const satisfies Record<string, Rgb>;

/**
 * A 600 × 400 PNG of three vertical stripes (the middle one 100 pixels wide). Fitted to the circle
 * its 400-pixel height spans the picture, so the middle stripe is under the picture's middle, and
 * a drag to one side brings another stripe there.
 */
export function stripedPhoto(width = 600, height = 400): Buffer {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const colour =
        x < width * (250 / 600)
          ? STRIPES.left
          : x < width * (350 / 600)
            ? STRIPES.middle
            : STRIPES.right;
      png.data.set([...colour, 255], (y * width + x) * 4);
    }
  }
  return PNG.sync.write(png);
}

export const hexRgb = (hex: string): Rgb =>
  [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as unknown as Rgb;

function pixelAt(png: PNG, x: number, y: number): Rgb {
  const i = (png.width * Math.round(y) + Math.round(x)) * 4;
  return [png.data[i]!, png.data[i + 1]!, png.data[i + 2]!];
}

export const near = (a: Rgb, b: Rgb, tolerance = 24) =>
  a.every((value, i) => Math.abs(value - b[i]!) <= tolerance);

/** The pixel at a point of the picture given in frame units from its centre. */
export function frameColour(png: PNG, x: number, y: number): Rgb {
  return pixelAt(png, png.width * (0.5 + x), png.height * (0.5 + y));
}

/** The pixel on the ring's band at canvas angle θ (0 right, π/2 down), mid-way across it. */
export function ringColour(png: PNG, theta: number, radius = TEXT_RADIUS): Rgb {
  return frameColour(png, radius * Math.cos(theta), radius * Math.sin(theta));
}

const degrees = (value: number) => (value * Math.PI) / 180;

/**
 * Checks an exported frame: a 1080 × 1080 PNG, `centre` under its middle, the brand colour on the
 * band's solid part either side of the text and nowhere above the circle's middle, and the
 * letters' ink where the text runs (the bottom), none where it does not.
 */
export function checkFrame(bytes: Buffer, centre: Rgb, label: string): PNG {
  const png = PNG.sync.read(bytes);
  expect([png.width, png.height], `${label}: size`).toEqual([EXPORT_SIZE, EXPORT_SIZE]);
  expect(near(frameColour(png, 0, 0), centre), `${label}: the photo in the middle`).toBe(true);
  const brand = hexRgb(frameSite.colors.brand);
  const ink = hexRgb(frameSite.colors.onBrand);
  // The band is solid from its fade to where the letters start: 20° and 160° carry no text.
  for (const angle of [20, 160]) {
    expect(near(ringColour(png, degrees(angle)), brand, 6), `${label}: brand at ${angle}°`).toBe(
      true,
    );
  }
  // Above the middle there is no band: the photo shows at the same radius.
  expect(near(ringColour(png, degrees(-90)), brand, 6), `${label}: no band at the top`).toBe(false);
  // The ends fade: half-way through the fade the band is neither the brand colour nor absent.
  const fadeMiddle = RING.centre + RING.sweep / 2 - RING.fade / 2;
  expect(near(ringColour(png, fadeMiddle), brand, 6), `${label}: the band fades`).toBe(false);
  // Ink: the letters' colour along the text's circle at the bottom, and none at the band's sides.
  const inked = (from: number, to: number) => {
    let count = 0;
    for (let a = from; a <= to; a += 0.25) {
      for (const r of [-0.012, -0.006, 0, 0.006, 0.012]) {
        if (near(ringColour(png, degrees(a), TEXT_RADIUS + r), ink, 40)) count += 1;
      }
    }
    return count;
  };
  expect(inked(75, 105), `${label}: letters at the bottom`).toBeGreaterThan(20);
  expect(inked(15, 30), `${label}: no letters at the band's side`).toBe(0);
  return png;
}
