/**
 * @jest-environment node
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { DEFAULT_CONTENT_FILE } from '@/lib/build/content/load';
import { translationFiles } from '@/lib/build/content/files.mjs';
import { sampleSentences } from '@/e2e/support/sample-sentences';

/**
 * The browser tests read every word they expect from the content the build reads (e2e/support/
 * content.ts), so they pass on a team's file: none may spell out one of LewdIn's sentences, in any
 * of its languages. CI runs the word-bound specs on a team's build too; this holds for all of them.
 */
const ROOT = path.resolve(__dirname, '../..');
const E2E = path.join(ROOT, 'e2e');

function specs(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    // fixtures/ holds the teams' files; rebrand/ and *.rebrand.ts walk builds of fixed content.
    if (statSync(full).isDirectory())
      return ['fixtures', 'rebrand'].includes(name) ? [] : specs(full);
    return /\.(ts|mts|mjs)$/.test(name) && !name.endsWith('.rebrand.ts') ? [full] : [];
  });
}

const contentFiles = [
  DEFAULT_CONTENT_FILE,
  ...translationFiles(DEFAULT_CONTENT_FILE, ROOT).map(({ file }: { file: string }) => file),
];
const sentences = contentFiles.flatMap((file) =>
  sampleSentences(parse(readFileSync(path.join(ROOT, file), 'utf8'))).map(
    ([at, sentence]) => [`${file} ${at}`, sentence] as const,
  ),
);

describe('the browser tests', () => {
  it('know LewdIn’s sentences in each of its languages', () => {
    expect(contentFiles).toContain('content/lewdin.ja.yaml');
    expect(sentences.length).toBeGreaterThan(300);
  });

  it.each(specs(E2E).map((file) => [path.relative(ROOT, file), file]))(
    '%s spells out none of them',
    (_, file) => {
      const source = readFileSync(file, 'utf8');
      const found = sentences
        .filter(([, sentence]) => source.includes(sentence))
        .map(([at, sentence]) => `${at}: "${sentence}"`);
      expect(found).toEqual([]);
    },
  );
});
