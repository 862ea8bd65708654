import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import {
  BRAND_CONTENT_FILE,
  contentFile,
  contentSource,
  DEFAULT_CONTENT_FILE,
  formatPath,
  parseContent,
} from '@/lib/build/content/load';
import { contentJsonSchema, JSON_SCHEMA_FILE } from '@/lib/content/json-schema';

const FILE = 'brand/content.yaml';
const source = readFileSync(DEFAULT_CONTENT_FILE, 'utf8');

/** The default content with one change, as YAML. */
// The file as YAML hands it over: any shape, which each case reaches into.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = Record<string, any>;

function changed(edit: (content: Loose) => void): string {
  const content = parse(source);
  edit(content);
  return stringify(content);
}

function problem(yaml: string): string {
  try {
    parseContent(yaml, FILE);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the content was accepted');
}

describe('the content file', () => {
  it('accepts the default file', () => {
    expect(() => parseContent(source, DEFAULT_CONTENT_FILE)).not.toThrow();
  });

  it('writes a path as the message names it', () => {
    expect(formatPath(['home', 'news', 'items', 2, 'title'])).toBe('home.news.items[2].title');
  });

  it.each<[string, (content: Loose) => void, RegExp]>([
    [
      'an empty required text',
      (c) => (c.home.news.items[2].title = '  '),
      /home\.news\.items\[2\]\.title: "  " must not be empty/,
    ],
    [
      'a missing required text',
      (c) => delete c.jobs.heading,
      /jobs\.heading: is missing: it must be text/,
    ],
    [
      'a wrong type',
      (c) => (c.network.stats.connections = 'lots'),
      /network\.stats\.connections: "lots" must be a number \(got a string\)/,
    ],
    [
      'a percentage outside 0 to 100',
      (c) => (c.home.profileCard.strength = 150),
      /home\.profileCard\.strength: 150 must be a percentage from 0 to 100/,
    ],
    [
      'an unknown key (a typo)',
      (c) => (c.home.newz = c.home.news),
      /home\.newz: is not a field this file knows \(a typo\?\)/,
    ],
    [
      'a list over its bound',
      (c) => (c.home.news.items = Array(11).fill(c.home.news.items[0])),
      /home\.news\.items: must have at most 10 entries \(got 11\)/,
    ],
    [
      'too few matchmakers for three cards at once, with the minimum',
      (c) => c.home.matchmakers.entries.splice(2),
      /home\.matchmakers\.entries: must have at least 3 entries \(got 2\): three cards show at once, each a different entry/,
    ],
    [
      'a list left empty',
      (c) => (c.home.news.items = null),
      /home\.news\.items: is empty: it must be a list/,
    ],
    [
      'text too long for where it is shown',
      (c) => (c.site.nav.jobs = 'Jobs for waifus and more'),
      /site\.nav\.jobs: "Jobs for waifus and more" must be at most 16 characters \(got 24\)/,
    ],
    [
      'a placeholder that does not exist',
      (c) => (c.jobs.intro = 'Jobs for {tikcer} holders'),
      /jobs\.intro: "Jobs for \{tikcer\} holders" uses \{tikcer\}, a placeholder that does not exist here/,
    ],
    [
      'a run-time placeholder where the sentence has none',
      (c) => (c.home.hero.heading = 'Hi {name}'),
      /home\.hero\.heading: .*uses \{name\}/,
    ],
    [
      'an allocation that does not sum to 100',
      (c) =>
        (c.tokenomics = {
          heading: 'Tokenomics',
          supply: '1,000,000,000',
          supplyLabel: 'Total supply',
          allocation: [
            { name: 'Liquidity', percent: 80 },
            { name: 'Team', percent: 15 },
          ],
          allocationLabel: 'Allocation',
          claims: [],
          claimsNote: 'What the team says',
        }),
      /tokenomics\.allocation: .*percentages must sum to 100 \(they sum to 95\)/,
    ],
  ])(
    'refuses %s, naming the file, the path, the value and what is expected',
    (_, edit, expected) => {
      const message = problem(changed(edit));
      expect(message).toMatch(new RegExp(`^Invalid content: ${FILE}\\n`));
      expect(message).toMatch(expected);
    },
  );

  it('gives the line of a bad value', () => {
    const yaml = source.replace('    strength: 15\n', '    strength: -1\n');
    const line = yaml.split('\n').findIndex((l) => l === '    strength: -1') + 1;
    expect(problem(yaml)).toContain(`${FILE}:${line}  home.profileCard.strength: -1`);
  });

  it('gives the line of a file that does not parse', () => {
    const yaml = source.replace('lang: en\n', 'lang: en\n  bad: [\n');
    expect(problem(yaml)).toMatch(new RegExp(`${FILE}:\\d+  does not parse: `));
  });

  it('refuses unquoted text that a hashtag would cut short, and lets a number keep its comment', () => {
    const yaml = source
      .replace(
        "imageAlt: 'Your photo in the #OpenTo{ticker} frame'",
        'imageAlt: Your photo #OpenTo',
      )
      .replace('    strength: 15\n', '    strength: 15 # out of 100\n');
    const line = yaml.split('\n').findIndex((l) => l.endsWith('imageAlt: Your photo #OpenTo')) + 1;
    expect(line).toBeGreaterThan(0);
    expect(problem(yaml)).toBe(
      `Invalid content: ${FILE}\n  ${FILE}:${line}  profile.frame.imageAlt: "Your photo" ends where` +
        ` " #OpenTo" begins a YAML comment: put the whole text in quotes`,
    );
    expect(() =>
      parseContent(source.replace('    strength: 15\n', '    strength: 15 # out of 100\n'), FILE),
    ).not.toThrow();
  });
  it('reads brand/content.yaml by itself when it exists, and a variable still wins', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'content-root-'));
    expect(contentFile({}, root)).toBe(DEFAULT_CONTENT_FILE);
    expect(contentSource({}, root)).toMatch(/^content\/lewdin\.yaml \(LewdIn's/);
    mkdirSync(path.join(root, 'brand'));
    writeFileSync(path.join(root, BRAND_CONTENT_FILE), 'lang: en\n');
    expect(contentFile({}, root)).toBe(BRAND_CONTENT_FILE);
    expect(contentSource({}, root)).toBe(
      'brand/content.yaml (found; NEXT_PUBLIC_CONTENT is not set)',
    );
    const named = { NEXT_PUBLIC_CONTENT: 'e2e/fixtures/rebrand/content.yaml' };
    expect(contentFile(named, root)).toBe(named.NEXT_PUBLIC_CONTENT);
    expect(contentSource(named, root)).toMatch(/NEXT_PUBLIC_CONTENT names it/);
    rmSync(root, { recursive: true });
  });

  it('takes a team file by path inside the project, and nothing else', () => {
    expect(contentFile({ NEXT_PUBLIC_CONTENT: 'brand/content.yaml' })).toBe('brand/content.yaml');
    expect(() => contentFile({ NEXT_PUBLIC_CONTENT: '../elsewhere.yaml' })).toThrow(
      /inside the project/,
    );
    expect(() => contentFile({ NEXT_PUBLIC_CONTENT: 'brand/content.txt' })).toThrow(/\.yaml/);
  });

  it('keeps the JSON Schema editors read in step with the build’s schema', () => {
    // After a change to lib/content/schema.ts: npm run content:schema
    expect(readFileSync(JSON_SCHEMA_FILE, 'utf8')).toBe(contentJsonSchema());
  });
});
