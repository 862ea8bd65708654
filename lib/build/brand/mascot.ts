/**
 * The operator's mascot file, checked from its bytes before the build (scripts/generate-art.ts)
 * and read again by the share-image routes. Node only: it reads files.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { SiteConfigError } from '../../brand/checks';

/** Visitors never download the upload (the build makes the images they see), so it may be large. */
export const MAX_MASCOT_MB = 10;
const MAX_MASCOT_BYTES = MAX_MASCOT_MB * 1024 * 1024;
export const MIN_MASCOT_SIDE = 256;

const VARIABLE = 'NEXT_PUBLIC_MASCOT';

/** image-size's names for the types a mascot may be, by file extension. */
const TYPE_BY_EXTENSION: Record<string, string> = {
  png: 'png',
  webp: 'webp',
  jpg: 'jpg',
  jpeg: 'jpg',
  svg: 'svg',
};

export type Mascot = { bytes: Buffer; type: string; width: number; height: number };

/**
 * Reads and checks the file at `file` (relative to `root`): it exists, is at most 10 MB, its header
 * says PNG, WebP, JPEG or SVG as its name does, and a raster image is at least 256×256. An SVG is
 * drawn at any size, so it only has to declare one (width/height or viewBox).
 */
export async function readMascot(file: string, root = process.cwd()): Promise<Mascot> {
  if (
    path.relative(path.resolve(root, 'public'), path.resolve(root, file)).split(path.sep)[0] !==
    '..'
  ) {
    throw new SiteConfigError(
      VARIABLE,
      `must be outside public/: everything there ships as it is, and visitors get images the build makes from it (got "${file}").`,
    );
  }
  let bytes: Buffer;
  try {
    bytes = await readFile(path.resolve(root, file));
  } catch {
    throw new SiteConfigError(VARIABLE, `names a file that does not exist (got "${file}").`);
  }
  if (bytes.length > MAX_MASCOT_BYTES) {
    throw new SiteConfigError(
      VARIABLE,
      `must be at most ${MAX_MASCOT_MB} MB (got "${file}", ${(bytes.length / 1024 / 1024).toFixed(2)} MB).`,
    );
  }
  // Loaded here, not at the top: the brand's entry exports this module, and image-size needs
  // TextDecoder, which the component tests' jsdom lacks.
  const { imageSize } = await import('image-size');
  const expected = TYPE_BY_EXTENSION[path.extname(file).slice(1).toLowerCase()];
  let size: { width: number; height: number; type?: string };
  try {
    size = imageSize(bytes);
  } catch {
    throw new SiteConfigError(
      VARIABLE,
      `must be a PNG, WebP, JPEG or SVG image; its header is none of them (got "${file}").`,
    );
  }
  if (!expected || size.type !== expected) {
    throw new SiteConfigError(
      VARIABLE,
      `must be a PNG, WebP, JPEG or SVG image named for its type (got "${file}", which is ${size.type ?? 'unknown'}).`,
    );
  }
  if (size.type !== 'svg' && (size.width < MIN_MASCOT_SIDE || size.height < MIN_MASCOT_SIDE)) {
    throw new SiteConfigError(
      VARIABLE,
      `must be at least ${MIN_MASCOT_SIDE}×${MIN_MASCOT_SIDE} pixels (got "${file}", ${size.width}×${size.height}).`,
    );
  }
  return { bytes, type: size.type, width: size.width, height: size.height };
}
