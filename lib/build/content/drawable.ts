import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describeGrapheme, glyphsFor } from '../glyphs';
import { DRAWN_SCRIPTS } from '../glyphs/fonts';
import { ContentError, parseFile } from './load';
import type { Content } from '../../content/schema';

/** The content's text that the share cards draw into pictures, by its keys in the file. */
function drawnTexts({ pages, shareCards }: Content): [string[], string][] {
  return [
    ...Object.entries(pages).map(([key, page]): [string[], string] => [
      ['pages', key, 'title'],
      page.title,
    ]),
    ...Object.entries(shareCards)
      .filter(([key]) => key !== 'imageAlt')
      .map(([key, value]): [string[], string] => [['shareCards', key], value]),
  ];
}

/** The line each path starts on in the file (load.ts's reading), or null when it cannot be read. */
function lineFinder(file: string, root: string): (keys: string[]) => number | null {
  try {
    return parseFile(readFileSync(path.join(root, file), 'utf8'), file).lineOf;
  } catch {
    return () => null;
  }
}

/**
 * Throws a ContentError naming, with its line and path, every text drawn into a share card that has
 * characters no bundled font or emoji set can draw, so the build stops before drawing an empty
 * box. `content` is the file's, filled in (a translation's, for its file).
 */
export async function checkContentDrawable(
  file: string,
  content: Content,
  root: string = process.cwd(),
): Promise<void> {
  const problems: string[] = [];
  const lineOf = lineFinder(file, root);
  for (const [keys, value] of drawnTexts(content)) {
    const { missing } = await glyphsFor(value);
    if (missing.length > 0) {
      const line = lineOf(keys);
      problems.push(
        `${file}${line ? `:${line}` : ''}  ${keys.join('.')}: "${value}" has characters the share cards cannot draw: ${missing.map(describeGrapheme).join(', ')}; use characters of a script the cards draw (${DRAWN_SCRIPTS.join(', ')}) or emoji, or give the cards a font for it (docs/content.md)`,
      );
    }
  }
  if (problems.length > 0) throw new ContentError(file, problems);
}
