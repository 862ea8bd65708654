/**
 * Imports every data/ module (which validates the site config), then writes each portrait and logo
 * they ask for into public/art/. Runs before dev and build; the output is not committed.
 */
import { createAvatar } from '@dicebear/core';
import { lorelei, shapes } from '@dicebear/collection';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { artRequests, type ArtRequest } from '../lib/art';
import { SiteConfigError } from '../lib/site-config';

const root = path.resolve(__dirname, '..');
const outDir = path.join(root, 'public');

const palette = ['fde7ef', 'ede9fe', 'e0f2fe', 'fef3c7', 'dcfce7', 'fce7f3'];

// clip: false drops DiceBear's round <mask>: the <img> is already clipped by CSS (rounded-full,
// rounded-md), and a masked SVG costs Chromium an offscreen layer every time it is painted.
function render({ kind, seed }: ArtRequest): string {
  if (kind === 'portrait') {
    return createAvatar(lorelei, { seed, backgroundColor: palette, clip: false }).toString();
  }
  return createAvatar(shapes, { seed, clip: false }).toString();
}

async function main() {
  for (const file of await readdir(path.join(root, 'data'))) {
    if (file.endsWith('.ts')) await import(path.join(root, 'data', file));
  }
  await rm(path.join(outDir, 'art'), { recursive: true, force: true });
  const requests = artRequests();
  for (const request of requests) {
    const target = path.join(outDir, request.file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, render(request));
  }
  console.log(`generate-art: wrote ${requests.length} SVG files to public/art/`);
}

main().catch((error: unknown) => {
  // Importing data/site.ts validates the site config, so a bad NEXT_PUBLIC_* value stops here.
  console.error(error instanceof SiteConfigError ? `✖ ${error.message}` : error);
  process.exit(1);
});
