/**
 * Writes each portrait and logo in data/art.ts into public/art/, the launch's calendar file before
 * launch (public/calendar/), the overlay's mascot images
 * (made from the checked upload, lib/build/brand/overlay-mascot.ts) and the hero strip's memes (made from
 * the content's home.hero.memes, lib/build/content/memes.ts) beside them, and every colour token into
 * app/brand.css. Runs before dev and build; the output is not committed.
 */
import { loadEnvConfig } from '@next/env';
import { createAvatar } from '@dicebear/core';
import { lorelei, shapes } from '@dicebear/collection';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { PICTURE_WIDTHS, pictureFile, type ArtRequest } from '../lib/art';
import { artRequests } from '../data/art';
import { LAUNCH_CALENDAR_FILE, launchEvent } from '../data/launch';
import {
  makeOverlayMascot,
  mascotSourceFile,
  overlayManifestFile,
  readMascot,
  siteConfig,
  sitePalette,
  tokensCss,
} from '../lib/brand';
import { checkDrawable } from '../lib/build/brand/drawable';
import { resized, type MascotSource } from '../lib/build/brand/overlay-mascot';
import { siteContent } from '../lib/content';
import { CLIENT_TEXT_FILE, clientText } from '../lib/content/client-text';
import { checkContentDrawable } from '../lib/build/content/drawable';
import { checkFrameText } from '../lib/build/content/frame-text';
import { siteLanguages } from '../lib/build/content/languages';
import { contentFile, contentSource, readContent } from '../lib/build/content/load';
import { makeMemes, memeManifestFile, readMemes } from '../lib/build/content/memes';
import { makeStickers, readStickers, stickerManifestFile } from '../lib/build/content/stickers';
import { CAPTION_FONT_FILE, makeCaptionFont } from '../lib/build/meme-maker/caption-font';
import { icsFile } from '../lib/launch/calendar';
import { makePictureFonts } from '../lib/build/glyphs/picture-fonts';

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

/** A generated SVG, in the shape readMascot gives an upload. */
function svgSource(svg: string): MascotSource {
  const viewBox = /viewBox="[\d.]+ [\d.]+ ([\d.]+) ([\d.]+)"/.exec(svg);
  const [width, height] = viewBox ? [Number(viewBox[1]), Number(viewBox[2])] : [0, 0];
  return { bytes: Buffer.from(svg), type: 'svg', width, height };
}

/** The WebPs a page shows of a generated SVG (lib/art.ts), drawn once at the largest width. */
async function pictures(svg: string): Promise<{ width: number; bytes: Buffer }[]> {
  const drawn = await resized(svgSource(svg), Math.max(...PICTURE_WIDTHS));
  return Promise.all(
    PICTURE_WIDTHS.map(async (width) => ({
      width,
      bytes: await sharp(drawn).resize(width, width).webp({ quality: 80 }).toBuffer(),
    })),
  );
}

/** The generated portrait, in the shape readMascot gives an upload. */
function defaultMascot() {
  return svgSource(render({ kind: 'portrait', seed: DEFAULT_MASCOT_SEED, file: '' }));
}

async function main() {
  // The same .env files next build reads, so both see the same brand.
  loadEnvConfig(root, false, { info: () => {}, error: console.error });
  // The build's first line: which file made this site, so a host's log answers it at a glance.
  console.log(`generate-art: the content is ${contentSource(process.env, root)}`);
  // A build that stops here leaves no export behind: out/ is either this build's whole or absent.
  await rm(path.join(root, 'out'), { recursive: true, force: true });
  // The content file first: the brand reads its `brand` section, and every page its words.
  readContent(contentFile(process.env, root), root);
  // Then every translation beside it: a bad one stops the build here, naming every problem.
  const languages = siteLanguages();
  if (languages.length > 1) {
    console.log(
      `generate-art: languages: ${languages.map((l) => `${l.tag} (${l.segment ? `/${l.segment}/, ${l.file}` : 'the routes'})`).join(', ')}`,
    );
  }
  // The brand, read and validated with the .env files' values: a bad NEXT_PUBLIC_* value stops here.
  const site = siteConfig();
  const art = artRequests();
  // Checked before anything is written, so a bad mascot fails in a second, not after a build.
  const operatorMascot = site.mascot ? await readMascot(site.mascot, root) : null;
  await checkDrawable(site);
  for (const language of languages) {
    await checkContentDrawable(language.file, siteContent(language.tag));
    await checkFrameText(language.file, siteContent(language.tag).profile.frame.ringText);
  }
  await writeFile(path.join(root, CLIENT_TEXT_FILE), `${JSON.stringify(clientText())}\n`);
  const memeEntries = readContent().home.hero.memes ?? [];
  // Made before anything is written too: a picture over its cap stops the build here.
  const memes = await makeMemes(await readMemes(memeEntries, root));
  const stickers = await makeStickers(
    await readStickers(readContent().profile.frame.stickers ?? [], root),
  );
  if (!site.launched) {
    console.log(
      `generate-art: a pre-launch build (NEXT_PUBLIC_CONTRACT_ADDRESS=soon): ${site.ticker} is ${site.launchStatus} (${site.chain.name}), with no address, token page, explorer link or chart; on launch day set the address and build again.`,
    );
  }
  await rm(path.join(outDir, 'art'), { recursive: true, force: true });
  // Before launch, with a launch time: the event as a real file, which iOS Safari opens in the
  // calendar (one made in the browser it does not). Gone again once the build has its address.
  const calendar = path.join(outDir, LAUNCH_CALENDAR_FILE);
  await rm(path.dirname(calendar), { recursive: true, force: true });
  const event = launchEvent();
  if (event) {
    await mkdir(path.dirname(calendar), { recursive: true });
    await writeFile(calendar, icsFile(event, new Date()));
    console.log(
      `generate-art: before launch, home and /contract count down to ${event.start}; its calendar event is public/${LAUNCH_CALENDAR_FILE}`,
    );
  }
  for (const request of art) {
    const target = path.join(outDir, request.file);
    await mkdir(path.dirname(target), { recursive: true });
    const svg = render(request);
    await writeFile(target, svg);
    for (const picture of await pictures(svg)) {
      await writeFile(path.join(outDir, pictureFile(request.file, picture.width)), picture.bytes);
    }
  }
  // In the stylesheet every page already waits for, not inline: no bytes added to each page's
  // HTML and RSC payload, and painted without JavaScript.
  await writeFile(
    path.join(root, 'app', 'brand.css'),
    `/* Generated by scripts/generate-art.ts from lib/brand/neutrals.ts and the brand colours. */\n${tokensCss(
      sitePalette(),
    )}\n`,
  );
  const mascot = operatorMascot ?? defaultMascot();
  // The upload stays out of public/: the overlay gets images made for it, the share cards read
  // the build's copy.
  const { files, manifest } = await makeOverlayMascot(mascot);
  for (const file of files) await writeFile(path.join(outDir, 'art', file.name), file.bytes);
  await mkdir(path.dirname(mascotSourceFile(root)), { recursive: true });
  await writeFile(mascotSourceFile(root), mascot.bytes);
  await writeFile(overlayManifestFile(root), `${JSON.stringify(manifest, null, 2)}\n`);
  for (const file of [...memes.files, ...memes.templates, ...stickers.files]) {
    await mkdir(path.join(outDir, 'art', path.dirname(file.name)), { recursive: true });
    await writeFile(path.join(outDir, 'art', file.name), file.bytes);
  }
  await writeFile(memeManifestFile(root), `${JSON.stringify(memes.manifest, null, 2)}\n`);
  await writeFile(path.join(outDir, CAPTION_FONT_FILE), await makeCaptionFont(root));
  // The faces the browser's pictures draw each language's script in, fetched only when one is made.
  const tags = languages.map((language) => language.tag);
  const pictureFonts = await makePictureFonts(tags, root);
  for (const file of pictureFonts) {
    await mkdir(path.dirname(path.join(outDir, file.name)), { recursive: true });
    await writeFile(path.join(outDir, file.name), file.bytes);
  }
  if (pictureFonts.length > 0) {
    const bytes = pictureFonts.reduce((sum, file) => sum + file.bytes.length, 0);
    console.log(
      `generate-art: the pictures' faces for ${tags.join(', ')}: ${pictureFonts.length} files, ${(bytes / 1024).toFixed(0)} KB in public/art/fonts/ (each picture loads only the slices its text needs)`,
    );
  }
  await writeFile(stickerManifestFile(root), `${JSON.stringify(stickers.manifest, null, 2)}\n`);
  console.log(
    `generate-art: wrote ${art.length} pictures (an SVG and ${PICTURE_WIDTHS.length} WebPs each) and the overlay mascot (${operatorMascot ? site.mascot : 'generated'}: ${files.map((file) => `${file.name} ${(file.bytes.length / 1024).toFixed(1)} KB`).join(', ')}) to public/art/`,
  );
  if (memes.files.length > 0) {
    console.log(
      `generate-art: made the hero strip's memes: ${memes.files.map((file) => `${file.name} ${(file.bytes.length / 1024).toFixed(1)} KB`).join(', ')}`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(
    error instanceof Error && ['SiteConfigError', 'ContentError'].includes(error.name)
      ? `✖ ${error.message}`
      : error,
  );
  process.exit(1);
});
