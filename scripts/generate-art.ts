/**
 * Imports every data/ module (which validates the site config), then writes each portrait and logo
 * they ask for into public/art/. Runs before dev and build; the output is not committed.
 */
import { createAvatar } from '@dicebear/core';
import { lorelei, shapes } from '@dicebear/collection';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { artRequests, type ArtRequest } from '../lib/art';
import { mascotOutputFile, readMascot } from '../lib/mascot';
import { SiteConfigError } from '../lib/site-config';

const root = path.resolve(__dirname, '..');
const outDir = path.join(root, 'public');

// Today's default mascot; the seed only picks the drawing, it is not written into it.
const DEFAULT_MASCOT_SEED = 'LewdIn mascot Senpai-chan';

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
  const { siteConfig } = await import(path.join(root, 'data', 'site.ts'));
  // Checked before anything is written, so a bad mascot fails in a second, not after a build.
  const operatorMascot = siteConfig.mascot ? await readMascot(siteConfig.mascot, root) : null;
  await rm(path.join(outDir, 'art'), { recursive: true, force: true });
  const requests = artRequests();
  for (const request of requests) {
    const target = path.join(outDir, request.file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, render(request));
  }
  const mascotFile = mascotOutputFile(siteConfig.mascotUrl, root);
  await writeFile(
    mascotFile,
    operatorMascot
      ? operatorMascot.bytes
      : render({ kind: 'portrait', seed: DEFAULT_MASCOT_SEED, file: '' }),
  );
  console.log(
    `generate-art: wrote ${requests.length} SVG files and the mascot (${operatorMascot ? siteConfig.mascot : 'generated'}) to public/art/`,
  );
}

main().catch((error: unknown) => {
  // Importing data/site.ts validates the site config, so a bad NEXT_PUBLIC_* value stops here.
  console.error(error instanceof SiteConfigError ? `✖ ${error.message}` : error);
  process.exit(1);
});
