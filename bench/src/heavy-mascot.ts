/**
 * `--mascot=heavy`: the build uses a token team's typical art, a 1024² PNG of about 1 MB, made here
 * (random grey pixels, so it does not compress) rather than kept in the repository.
 */
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

import { overlayManifestFile } from '@/lib/build/brand/overlay-mascot';

export const HEAVY_MASCOT_FILE = '.tmp/bench/heavy-mascot.png';
const SIDE = 1024;

/** Writes the heavy mascot; returns its path (project-relative, as NEXT_PUBLIC_MASCOT takes it) and bytes. */
export async function makeHeavyMascot(): Promise<{ file: string; bytes: number }> {
  const pixels = Buffer.alloc(SIDE * SIDE);
  for (let i = 0; i < pixels.length; i++) pixels[i] = Math.floor(Math.random() * 256);
  await mkdir(path.dirname(HEAVY_MASCOT_FILE), { recursive: true });
  const { size } = await sharp(pixels, { raw: { width: SIDE, height: SIDE, channels: 1 } })
    .toColourspace('b-w')
    .png()
    .toFile(HEAVY_MASCOT_FILE);
  return { file: HEAVY_MASCOT_FILE, bytes: size };
}

/** The overlay image the build made, by the manifest `npm run art` wrote. */
export async function overlayImage(): Promise<{ file: string; bytes: number }> {
  const manifest = JSON.parse(await readFile(overlayManifestFile(), 'utf8')) as {
    src: string;
    bytes: number;
  };
  return { file: manifest.src, bytes: manifest.bytes };
}
