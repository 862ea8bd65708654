import { asset } from './asset';

export type ArtKind = 'portrait' | 'logo';

export type ArtRequest = { kind: ArtKind; seed: string; file: string };

// Data modules register the art they use; scripts/generate-art.ts imports them and writes
// one SVG per request into public/art/, so the avatar library never reaches the browser.
const requests = new Map<string, ArtRequest>();

function slug(seed: string): string {
  return seed
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function register(kind: ArtKind, seed: string): string {
  const file = `art/${kind}s/${slug(seed)}.svg`;
  requests.set(file, { kind, seed, file });
  return asset(`/${file}`);
}

/** URL of a generated anime-style (DiceBear lorelei) portrait for this seed. */
export function portrait(seed: string): string {
  return register('portrait', seed);
}

/** URL of a generated abstract company logo (DiceBear shapes) for this seed. */
export function logo(seed: string): string {
  return register('logo', seed);
}

export function artRequests(): ArtRequest[] {
  return [...requests.values()];
}
