/**
 * The loading screen's mascot, made from the upload at build time (scripts/generate-art.ts) at the
 * size it is shown: visitors download this, never the upload. Node only: it reads and writes files.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SiteConfigError } from '../../brand/checks';
import type { OverlayMascotImage } from '../../brand/overlay-image';

/**
 * The most the overlay's image may weigh, whatever the upload. A phone downloads it beside the
 * chunks, sharing the link: at 28 KB (a noise upload at the old 30 KB budget) it painted 350-450 ms
 * after the first paint on the phone profile, at 13 KB 90-160 ms (docs/performance-log.md, issue 23).
 */
export const OVERLAY_MASCOT_BUDGET = 15 * 1024;

/** The overlay draws the mascot at 224 CSS pixels on phones and 288 from `sm` up (size-56, size-72). */
export const OVERLAY_MASCOT_SIZE = 288;
export const OVERLAY_MASCOT_SIZES = '(min-width: 640px) 288px, 224px';
/** The 1× image, squeezed as far as it takes to fit the budget. */
const BASE_WIDTH = 288;
const BASE_QUALITIES = [80, 65, 50, 35, 25, 15, 8, 1] as const;
/**
 * The dense-screen image: 2× of 288 (2.6× of a phone's 224), or smaller when a busy picture would
 * only fit blurred: a sharper, smaller image looks better than a mushy large one.
 */
const DENSE_WIDTHS = [576, 480, 384] as const;
const DENSE_QUALITIES = [80, 65, 50, 35, 25] as const;

/** Where the build keeps what it makes but does not ship: the manifest and the share cards' source. */
const BUILD_ART_DIR = '.art';
const MANIFEST = 'overlay-mascot.json';

export type MascotSource = { bytes: Buffer; type: string; width: number; height: number };
export type OverlayFile = { name: string; bytes: Buffer };
/** File names are relative to /art/. */
export type OverlayManifest = {
  src: string;
  srcSet: { name: string; width: number }[];
  /** The bytes of the largest file a browser may pick. */
  bytes: number;
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** `source` drawn as a `width`-pixel square (raw pixels for sharp to encode). */
export async function resized(source: MascotSource, width: number): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  // An SVG is drawn at the density that gives `width` pixels, not drawn small and scaled up.
  const side = Math.min(source.width, source.height) || width;
  const density =
    source.type === 'svg' ? Math.min(2400, Math.max(72, Math.ceil((72 * width) / side))) : 72;
  return sharp(source.bytes, { density }).resize(width, width, { fit: 'cover' }).toBuffer();
}

/** The WebP at the first quality that fits the budget, or the smallest tried when none does. */
async function webp(
  pixels: Buffer,
  qualities: readonly number[],
  budget: number,
): Promise<{ bytes: Buffer; fits: boolean }> {
  const { default: sharp } = await import('sharp');
  let bytes = Buffer.alloc(0);
  for (const quality of qualities) {
    bytes = await sharp(pixels).webp({ quality }).toBuffer();
    if (bytes.length <= budget) return { bytes, fits: true };
  }
  return { bytes, fits: false };
}

type Raster = OverlayFile & { width: number };

/** The WebPs, 1× first; never empty. */
async function rasters(source: MascotSource, budget: number): Promise<[Raster, ...Raster[]]> {
  const base = await webp(await resized(source, BASE_WIDTH), BASE_QUALITIES, budget);
  if (!base.fits) {
    throw new SiteConfigError(
      'NEXT_PUBLIC_MASCOT',
      `makes a loading-screen image of ${kb(base.bytes.length)} at ${BASE_WIDTH}×${BASE_WIDTH} even at the lowest quality, over the ${kb(budget)} budget.`,
    );
  }
  const files: [Raster] = [
    { name: `mascot-${BASE_WIDTH}.webp`, width: BASE_WIDTH, bytes: base.bytes },
  ];
  // A raster is not enlarged past its own pixels: that adds bytes, not detail.
  const largest = source.type === 'svg' ? Infinity : Math.min(source.width, source.height);
  for (const width of DENSE_WIDTHS.filter((dense) => dense <= largest)) {
    const dense = await webp(await resized(source, width), DENSE_QUALITIES, budget);
    if (dense.fits) return [...files, { name: `mascot-${width}.webp`, width, bytes: dense.bytes }];
  }
  return files;
}

async function optimisedSvg(bytes: Buffer): Promise<Buffer> {
  const { optimize } = await import('svgo');
  const { data } = optimize(bytes.toString('utf8'), {
    multipass: true,
    // An SVG opened on its own URL runs its scripts: the overlay never needs any.
    plugins: ['preset-default', 'removeScripts'],
  });
  return Buffer.from(data);
}

/**
 * The overlay's files and how to show them: WebP at 1× and about 2× of the displayed size (every
 * browser the site is tested in shows WebP), each at the best quality within `budget`; for an SVG,
 * the optimised SVG instead when it is smaller than the largest WebP.
 */
export async function makeOverlayMascot(
  source: MascotSource,
  budget = OVERLAY_MASCOT_BUDGET,
): Promise<{ files: OverlayFile[]; manifest: OverlayManifest }> {
  const webps = await rasters(source, budget);
  const largest = webps[webps.length - 1] ?? webps[0];
  if (source.type === 'svg') {
    const svg = await optimisedSvg(source.bytes);
    if (svg.length < largest.bytes.length) {
      return {
        files: [{ name: 'mascot.svg', bytes: svg }],
        manifest: { src: 'mascot.svg', srcSet: [], bytes: svg.length },
      };
    }
  }
  return {
    files: webps.map(({ name, bytes }) => ({ name, bytes })),
    manifest: {
      src: largest.name,
      srcSet: webps.map(({ name, width }) => ({ name, width })),
      bytes: largest.bytes.length,
    },
  };
}

/** The build's own copy of the mascot as given (upload or generated), for the share cards. */
export function mascotSourceFile(root = process.cwd()): string {
  return path.join(root, BUILD_ART_DIR, 'mascot-source');
}

export function overlayManifestFile(root = process.cwd()): string {
  return path.join(root, BUILD_ART_DIR, MANIFEST);
}

/** The `<img>` attributes for the overlay's mascot, from the manifest `npm run art` wrote. */
export function overlayMascotImage(basePath: string, root = process.cwd()): OverlayMascotImage {
  let manifest: OverlayManifest;
  try {
    manifest = JSON.parse(readFileSync(overlayManifestFile(root), 'utf8'));
  } catch {
    throw new Error(`${overlayManifestFile(root)} is missing: run \`npm run art\` first.`);
  }
  const url = (name: string) => `${basePath}/art/${name}`;
  const image = { src: url(manifest.src), width: OVERLAY_MASCOT_SIZE, height: OVERLAY_MASCOT_SIZE };
  if (manifest.srcSet.length === 0) return image;
  return {
    ...image,
    srcSet: manifest.srcSet.map(({ name, width }) => `${url(name)} ${width}w`).join(', '),
    sizes: OVERLAY_MASCOT_SIZES,
  };
}
