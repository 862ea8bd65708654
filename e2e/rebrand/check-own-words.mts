/**
 * Checks an export built with a team's own content file: no sentence of LewdIn's content is left
 * in any page (visible text, titles, descriptions, alt texts, aria labels), in the share lines and
 * strings the pages hand their scripts, or in any script, manifest or payload file. A sentence still
 * written inside a component would show up here.
 *
 *   npx tsx e2e/rebrand/check-own-words.mts <out-dir>
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import { DEFAULT_CONTENT_FILE } from '../../lib/build/content/load';
import { sampleSentences } from '../support/sample-sentences';
import { walk } from './walk';

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#x27': "'",
  '#39': "'",
};

/** The file's text as a reader and a script see it: entities decoded, JSON escapes undone. */
function readable(text: string): string {
  return text
    .replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => entities[name]!)
    .replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/\\(["'\\/])/g, '$1');
}

const [dir = 'out'] = process.argv.slice(2);
const sentences = sampleSentences(parse(await readFile(DEFAULT_CONTENT_FILE, 'utf8')));
const problems: string[] = [];
let files = 0;
for await (const file of walk(dir)) {
  if (!/\.(html|txt|js|json|webmanifest|xml)$/.test(file)) continue;
  files += 1;
  const text = readable(await readFile(file, 'utf8'));
  for (const [at, sentence] of sentences) {
    if (text.includes(sentence)) {
      problems.push(`${path.relative(dir, file)} has LewdIn's ${at}: "${sentence}"`);
    }
  }
}

if (files === 0) problems.push(`no pages or scripts in ${dir}`);
if (problems.length > 0) {
  console.error(
    `check-own-words: ${problems.length} of LewdIn's sentences left:\n${problems.join('\n')}`,
  );
  process.exit(1);
}
console.log(
  `check-own-words: ${files} files, none with any of LewdIn's ${sentences.length} sentences`,
);
