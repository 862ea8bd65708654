import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LineCounter, parseDocument } from 'yaml';
import { describeGrapheme, glyphsFor } from '../glyphs';
import { ContentError } from './load';
import type { Content } from './schema';

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

/** The line each path starts on in the file, or null where the file does not say (a JSON file). */
function lineFinder(file: string, root: string): (keys: string[]) => number | null {
  let source: string;
  try {
    source = readFileSync(path.join(root, file), 'utf8');
  } catch {
    return () => null;
  }
  const lineCounter = new LineCounter();
  const doc = parseDocument(source, { lineCounter });
  return (keys) => {
    const node = doc.getIn(keys, true) as { range?: [number, number, number] } | undefined;
    return node?.range ? lineCounter.linePos(node.range[0]).line : null;
  };
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
        `${file}${line ? `:${line}` : ''}  ${keys.join('.')}: "${value}" has characters the share cards cannot draw: ${missing.map(describeGrapheme).join(', ')}; use characters of a script the cards draw (Latin, Greek, Cyrillic, Japanese, Chinese, Korean, Thai, Arabic, Hebrew) or emoji`,
      );
    }
  }
  if (problems.length > 0) throw new ContentError(file, problems);
}
