/**
 * The team's stickers for the profile-frame maker (`profile.frame.stickers`), checked and made at
 * build time (scripts/generate-art.ts) like the hero strip's memes: read by the same rules, then
 * fitted in a 512-pixel box as WebP with transparency under public/art/stickers/. Node only.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { asset } from '@/lib/asset';
import type { FrameSticker } from '@/lib/frame-maker/stickers';
import { ContentError, contentFile, quote } from './load';
import { MEME_LIMITS, readOne, type MemeFile, type MemeSource } from './memes';

export type StickerEntry = { file: string; alt: string };

export type StickerManifest = {
  stickers: { source: string; src: string; width: number; height: number }[];
};

/** Drawn at most about half the 1080-pixel export wide; 512 keeps its edges sharp there. */
export const STICKER_BOX = 512;
/** The most one sticker may weigh: the maker fetches them all when it opens. */
export const STICKER_BYTES = 80 * 1024;

const field = (index: number) => `profile.frame.stickers[${index}].file`;

async function checkOne(file: string, root: string): Promise<MemeSource | string> {
  const read = await readOne(file, root, MEME_LIMITS);
  if (typeof read === 'string') return read;
  if (read.type !== 'png' && read.type !== 'webp') {
    return `${quote(file)} is a ${read.type.toUpperCase()}: a sticker must be a PNG or WebP with transparency`;
  }
  if (read.frames > 1) return `${quote(file)} is animated: a sticker must be a still picture`;
  const sharp = (await import('sharp')).default;
  const { hasAlpha } = await sharp(read.bytes).metadata();
  if (!hasAlpha) {
    return `${quote(file)} has no transparency: a sticker needs a see-through background, or it covers the photo with a box`;
  }
  return read;
}

/** Checks every sticker's file; one ContentError names each bad entry's field. */
export async function readStickers(
  entries: readonly StickerEntry[],
  root = process.cwd(),
): Promise<MemeSource[]> {
  const found = await Promise.all(entries.map(({ file }) => checkOne(file, root)));
  const problems = found.flatMap((result, index) =>
    typeof result === 'string' ? [`${contentFile()}  ${field(index)}: ${result}`] : [],
  );
  if (problems.length > 0) throw new ContentError(contentFile(), problems);
  return found as MemeSource[];
}

/** Each sticker fitted in the 512-pixel box as a WebP with its transparency, and the manifest. */
export async function makeStickers(
  sources: readonly MemeSource[],
): Promise<{ files: MemeFile[]; manifest: StickerManifest }> {
  const sharp = (await import('sharp')).default;
  const files: MemeFile[] = [];
  const manifest: StickerManifest = { stickers: [] };
  for (const [index, source] of sources.entries()) {
    const { data, info } = await sharp(source.bytes)
      .resize(STICKER_BOX, STICKER_BOX, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85, alphaQuality: 90 })
      .toBuffer({ resolveWithObject: true });
    if (data.length > STICKER_BYTES) {
      throw new ContentError(contentFile(), [
        `${contentFile()}  ${field(index)}: ${quote(source.file)} makes a sticker of ${(data.length / 1024).toFixed(1)} KB, over the cap of ${STICKER_BYTES / 1024} KB: use a simpler picture`,
      ]);
    }
    const name = `stickers/sticker-${index + 1}.webp`;
    files.push({ name, bytes: data });
    manifest.stickers.push({
      source: source.file,
      src: name,
      width: info.width,
      height: info.height,
    });
  }
  return { files, manifest };
}

export function stickerManifestFile(root = process.cwd()): string {
  return path.join(root, '.art', 'stickers.json');
}

/** The maker's stickers, from the manifest `npm run art` wrote and the content's alt texts. */
export function frameStickers(
  entries: readonly StickerEntry[],
  root = process.cwd(),
): FrameSticker[] {
  if (entries.length === 0) return [];
  let manifest: StickerManifest;
  try {
    manifest = JSON.parse(readFileSync(stickerManifestFile(root), 'utf8'));
  } catch {
    throw new Error(`${stickerManifestFile(root)} is missing: run \`npm run art\` first.`);
  }
  const current =
    manifest.stickers.length === entries.length &&
    manifest.stickers.every((sticker, index) => sticker.source === entries[index]!.file);
  if (!current) {
    throw new Error(
      'The frame’s stickers were made for other files than profile.frame.stickers lists: run `npm run art` (npm run dev and npm run build run it first).',
    );
  }
  return manifest.stickers.map((sticker, index) => ({
    src: asset(`/art/${sticker.src}`),
    width: sticker.width,
    height: sticker.height,
    alt: entries[index]!.alt,
  }));
}
