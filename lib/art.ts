import { asset } from './asset';

export type ArtKind = 'portrait' | 'logo';

/**
 * One generated picture: scripts/generate-art.ts draws `seed` into public/<file> as an SVG, which
 * the picture makers draw from at any size, and beside it a WebP at each of PICTURE_WIDTHS, which
 * the pages show (artPicture).
 */
export type ArtRequest = { kind: ArtKind; seed: string; file: string };

/**
 * The widths, in pixels, of the WebP made beside each SVG: from 32 CSS px on a 2x screen to 128 CSS
 * px on a 3x screen. A page shows the WebP, not the SVG: each SVG <img> is a document of its own,
 * parsed, laid out and drawn on the main thread the page hydrates on (about 30 ms of home's CPU,
 * docs/performance.md), where a WebP decodes off it.
 */
export const PICTURE_WIDTHS = [64, 128, 192, 256, 384] as const;

/** The WebP generate-art.ts makes of an SVG `file` at `width`: `….svg` → `…-<width>.webp`. */
export function pictureFile(file: string, width: number): string {
  return file.replace(/\.svg$/, `-${width}.webp`);
}

/**
 * What an <img> shows for a generated portrait or logo at `url` (an artUrl): its WebPs, for the
 * browser to pick from by the image's `sizes` and the screen's density. Any other URL is its own.
 */
export function artPicture(url: string): { src: string; srcSet?: string } {
  const generated = ['portraits', 'logos'].some((dir) => url.startsWith(asset(`/art/${dir}/`)));
  if (!generated || !url.endsWith('.svg')) return { src: url };
  return {
    src: pictureFile(url, 128),
    srcSet: PICTURE_WIDTHS.map((width) => `${pictureFile(url, width)} ${width}w`).join(', '),
  };
}

/** FNV-1a over the seed's UTF-16 units, as 8 hex digits: a file name for a seed with no Latin. */
function hash(seed: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i += 1) h = Math.imul(h ^ seed.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(16).padStart(8, '0');
}

/** `Sakura Synergy` → `sakura-synergy`; a name in another script (`サクラ`) → `u-<hash>`. */
function slug(seed: string): string {
  const latin = seed
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return latin || `u-${hash(seed)}`;
}

export function artRequest(kind: ArtKind, seed: string): ArtRequest {
  return { kind, seed, file: `art/${kind}s/${slug(seed)}.svg` };
}

export function artUrl({ file }: ArtRequest): string {
  return asset(`/${file}`);
}

/** URL of a generated anime-style (DiceBear lorelei) portrait for this seed. */
export function portrait(seed: string): string {
  return artUrl(artRequest('portrait', seed));
}

/** URL of a generated abstract company logo (DiceBear shapes) for this seed. */
export function logo(seed: string): string {
  return artUrl(artRequest('logo', seed));
}
