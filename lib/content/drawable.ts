import { describeGrapheme, glyphsFor } from '../glyphs';
import { ContentError } from './load';
import type { Content } from './schema';

/** The content's text that the share cards draw into pictures, by its path in the file. */
function drawnTexts({ pages, shareCards }: Content): [string, string][] {
  return [
    ...Object.entries(pages).map(([key, page]): [string, string] => [
      `pages.${key}.title`,
      page.title,
    ]),
    ...Object.entries(shareCards)
      .filter(([key]) => key !== 'imageAlt')
      .map(([key, value]): [string, string] => [`shareCards.${key}`, value]),
  ];
}

/**
 * Throws a ContentError naming every text drawn into a share card that has characters no bundled
 * font or emoji set can draw, so the build stops before drawing an empty box.
 */
export async function checkContentDrawable(file: string, content: Content): Promise<void> {
  const problems: string[] = [];
  for (const [at, value] of drawnTexts(content)) {
    const { missing } = await glyphsFor(value);
    if (missing.length > 0) {
      problems.push(
        `${file}  ${at}: "${value}" has characters the share cards cannot draw: ${missing.map(describeGrapheme).join(', ')}; use characters of a script the cards draw (Latin, Greek, Cyrillic, Japanese, Chinese, Korean, Thai) or emoji`,
      );
    }
  }
  if (problems.length > 0) throw new ContentError(file, problems);
}
