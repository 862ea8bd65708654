/**
 * The meme captions' face, cut at build time (scripts/generate-art.ts) from Anton (SIL Open Font
 * License, @fontsource/anton): a condensed bold face in the classic meme style, subset to Latin
 * and its punctuation and served from this site as one WOFF2 file. The maker loads it with
 * FontFace on the first press and awaits it before drawing; a character it lacks falls back to the
 * system's faces. Node only.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import subsetFont from 'subset-font';

// In the art folder the build rewrites, so a stale copy never ships.
export { CAPTION_FONT_FILE } from '../../meme-maker/caption-font-file';

const SOURCE = 'node_modules/@fontsource/anton/files/anton-latin-400-normal.woff2';

/** Printable ASCII, Latin-1 and the punctuation a caption types: quotes, dashes, …, €. */
function characters(): string {
  let text = '';
  for (let code = 0x20; code <= 0x7e; code += 1) text += String.fromCharCode(code);
  for (let code = 0xa0; code <= 0xff; code += 1) text += String.fromCharCode(code);
  return `${text}‘’“”–—…€•`;
}

export async function makeCaptionFont(root = process.cwd()): Promise<Buffer> {
  const source = await readFile(path.join(root, SOURCE));
  return subsetFont(source, characters(), { targetFormat: 'woff2' });
}
