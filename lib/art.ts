import { asset } from './asset';

export type ArtKind = 'portrait' | 'logo';

/** One generated picture: scripts/generate-art.ts draws `seed` into public/<file>. */
export type ArtRequest = { kind: ArtKind; seed: string; file: string };

function slug(seed: string): string {
  return seed
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
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
