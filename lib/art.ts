import { asset } from './asset';

export type ArtKind = 'portrait' | 'logo';

/** One generated picture: scripts/generate-art.ts draws `seed` into public/<file>. */
export type ArtRequest = { kind: ArtKind; seed: string; file: string };

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
