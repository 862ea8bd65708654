import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  brandPalette,
  deriveMark,
  siteDefaults,
  toChannels,
  toHex,
  type BrandTokens,
} from '../../lib/brand';
import { walk } from './walk';

/**
 * What would betray the default brand in another token's export: its name, ticker, mark and every
 * colour token it generates (light and dark) that the new brand does not also produce, as hex and
 * as the RGB channels the CSS variables hold.
 */
export function defaultBrandTraces(newBrand: { brandColor: string; accentColor: string }) {
  const tokens = (palette: ReturnType<typeof brandPalette>) =>
    [palette.light, palette.dark].flatMap((set: BrandTokens) => Object.values(set));
  const ours = new Set(tokens(brandPalette(newBrand.brandColor, newBrand.accentColor)).map(toHex));
  const theirs = tokens(brandPalette(siteDefaults.brandColor, siteDefaults.accentColor)).filter(
    (rgb) => !ours.has(toHex(rgb)),
  );
  const ticker = siteDefaults.ticker.replace(/^\$/, '');
  return {
    words: [
      siteDefaults.brandName,
      siteDefaults.ticker,
      `%24${ticker}`,
      ...new Set(theirs.flatMap((rgb) => [toHex(rgb), toChannels(rgb), rgb.join(',')])),
    ],
    mark: siteDefaults.brandMark ?? deriveMark(siteDefaults.brandName),
  };
}

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The places a mark is rendered as text: an element's content in HTML and SVG (">Lw<"), and a
 * JSON or JavaScript string in RSC payloads and chunks ("Lw"). A bare substring search would
 * also hit minified identifiers, base64 and compressed bytes by chance, so it is not used; PNGs
 * are checked by their pixels in the browser test instead.
 */
function markPattern(mark: string): RegExp {
  return new RegExp(`>\\s*${escape(mark)}\\s*<|["'\`]${escape(mark)}["'\`]`);
}

const TEXT = /\.(html|txt|js|css|json|webmanifest|xml|svg|map)$/;

/** Every trace of the default brand in an export: file names and text files, case-insensitive. */
export async function findTraces(
  dir: string,
  traces: ReturnType<typeof defaultBrandTraces>,
): Promise<{ files: number; found: string[] }> {
  const words = new RegExp(traces.words.map(escape).join('|'), 'gi');
  const mark = markPattern(traces.mark);
  const found: string[] = [];
  let files = 0;
  for await (const file of walk(dir)) {
    const name = path.relative(dir, file);
    for (const match of name.matchAll(words)) found.push(`${name}: file name has "${match[0]}"`);
    if (!TEXT.test(file)) continue;
    files += 1;
    const text = await readFile(file, 'utf8');
    for (const match of text.matchAll(words)) {
      const at = match.index ?? 0;
      found.push(`${name}: "${match[0]}" in …${text.slice(Math.max(0, at - 40), at + 40)}…`);
    }
    const markHit = mark.exec(text);
    if (markHit) found.push(`${name}: the mark "${traces.mark}" as text (${markHit[0]})`);
  }
  return { files, found };
}
