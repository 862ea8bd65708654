import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { plural } from '@/lib/fill';
import { translationFiles } from '@/lib/build/content/files.mjs';
import { canonicalTag, languageDirection, languageSegment } from '@/lib/content/language-tag';
import { DEFAULT_CONTENT_FILE, parseFile } from '@/lib/build/content/load';
import { parseTranslation } from '@/lib/content/translation';
import { localPath, siteLanguages } from '@/lib/content';

// The file as YAML hands it over: any shape, which each case reaches into.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = Record<string, any>;

const BASE_FILE = 'brand/content.yaml';
const baseSource = readFileSync(DEFAULT_CONTENT_FILE, 'utf8');
const base = parseFile(baseSource, BASE_FILE);

/** LewdIn's Japanese file, as `lang`: plural sentences in the forms `lang` uses. */
const japanese = readFileSync('content/lewdin.ja.yaml', 'utf8');
function translated(lang: string, edit: (content: Loose) => void = () => {}): string {
  const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
  const forms = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(forms);
    if (!value || typeof value !== 'object') return value;
    const entries = Object.entries(value);
    if (entries.every(([key]) => /^(zero|one|two|few|many|other)$/.test(key))) {
      return Object.fromEntries(categories.map((form) => [form, (value as Loose).other]));
    }
    return Object.fromEntries(entries.map(([key, item]) => [key, forms(item)]));
  };
  const content = { ...(forms(parse(japanese)) as Loose), lang };
  edit(content);
  return stringify(content);
}

function problems(yaml: string, tag = 'ja'): string {
  try {
    parseTranslation(parseFile(yaml, `brand/content.${tag}.yaml`), base, tag);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the translation was accepted');
}

describe('a translation beside the content file', () => {
  it('is found by its name, with no setting, and the schema file is not one', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'translations-'));
    try {
      mkdirSync(path.join(root, 'brand'));
      for (const name of [
        'content.yaml',
        'content.ja.yaml',
        'content.zh-Hans.yml',
        'content.ar.json',
        'content.schema.json',
        'content.yaml.bak',
        'other.ko.yaml',
      ]) {
        writeFileSync(path.join(root, 'brand', name), '');
      }
      expect(translationFiles('brand/content.yaml', root)).toEqual([
        { file: 'brand/content.ar.json', tag: 'ar' },
        { file: 'brand/content.ja.yaml', tag: 'ja' },
        { file: 'brand/content.zh-Hans.yml', tag: 'zh-Hans' },
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('takes its words and keeps the base file’s numbers, links and pictures', () => {
    const content = parseTranslation(parseFile(translated('ja'), 'c.ja.yaml'), base, 'ja');
    const baseData = parse(baseSource) as Loose;
    expect(content.lang).toBe('ja');
    expect(content.site.skipLink).toBe((parse(japanese) as Loose).site.skipLink);
    expect(content.network.stats).toEqual(
      expect.objectContaining({ connections: baseData.network.stats.connections }),
    );
    expect(content.brand).toEqual(baseData.brand);
  });

  it('lets a translation leave out what is not words, which comes from the base', () => {
    const yaml = translated('ja', (c) => delete c.network.stats.connections);
    const content = parseTranslation(parseFile(yaml, 'c.ja.yaml'), base, 'ja');
    expect(content.network.stats.connections).toBe(
      (parse(baseSource) as Loose).network.stats.connections,
    );
  });

  it.each<[string, (content: Loose) => void, RegExp]>([
    [
      'a missing word',
      (c) => delete c.jobs.heading,
      /brand\/content\.ja\.yaml:\d+ {2}jobs\.heading: is missing: translate/,
    ],
    [
      'a dropped placeholder',
      (c) => (c.site.logoLabel = 'ホーム'),
      /site\.logoLabel: drops \{brand\}/,
    ],
    [
      'a renamed placeholder',
      (c) => (c.site.logoLabel = '{brnd} ホーム'),
      /site\.logoLabel: drops \{brand\}[\s\S]*site\.logoLabel: adds \{brnd\}/,
    ],
    [
      'an added placeholder',
      (c) => (c.site.skipLink = '{ticker} へ'),
      /site\.skipLink: adds \{ticker\}, which the base file's entry does not have/,
    ],
    [
      'a plural form the language does not use',
      (c) => (c.network.connections.one = '{count} 人'),
      /network\.connections\.one: is a plural form ja does not use: it uses other/,
    ],
    [
      'a lang: that disagrees with the name',
      (c) => (c.lang = 'ko'),
      /lang: is "ko", but the file's name says ja/,
    ],
    ['a lang: that is no tag', (c) => (c.lang = 'japanese!'), /lang: "japanese!" is not a BCP 47/],
    [
      'a brand: section',
      (c) => (c.brand = { ticker: '$X' }),
      /brand: leave the brand: section out/,
    ],
    [
      'a list of another length',
      (c) => c.home.news.items.pop(),
      /home\.news\.items: has 2 entries, the base file's has 3/,
    ],
    [
      'text longer than its place holds',
      (c) => (c.site.nav.home = 'ホーム'.repeat(10)),
      /site\.nav\.home: "ホーム.*" must be at most 16 characters \(got 30\)/,
    ],
    [
      'an entry still identical to the base',
      (c) => (c.jobs.heading = (parse(baseSource) as Loose).jobs.heading),
      /jobs\.heading: is still the base file's ".*": translate it, or list jobs\.heading under keep:/,
    ],
    [
      'a keep: path that is no entry',
      (c) => (c.keep = ['jobs.nowhere']),
      /keep: names jobs\.nowhere, which is not an entry of words/,
    ],
  ])('refuses %s, naming the file, line and path', (_name, edit, message) => {
    expect(problems(translated('ja', edit))).toMatch(message);
  });

  it('lists every problem at once', () => {
    const message = problems(
      translated('ja', (c) => {
        delete c.jobs.heading;
        c.site.logoLabel = 'ホーム';
        c.lang = 'ko';
      }),
    );
    expect(message).toMatch(/jobs\.heading/);
    expect(message).toMatch(/site\.logoLabel/);
    expect(message).toMatch(/lang:/);
  });

  it('accepts an entry listed under keep:, and one with no letters in it', () => {
    const { jobs, site } = parse(baseSource) as Loose;
    const yaml = translated('ja', (c) => {
      c.keep = [...(c.keep ?? []), 'jobs.heading', 'site.uwu'];
      c.jobs.heading = jobs.heading;
      c.site.uwu = site.uwu;
      c.home.stats.items[1].value = '420';
    });
    expect(() => parseTranslation(parseFile(yaml, 'c.ja.yaml'), base, 'ja')).not.toThrow();
  });

  it('needs each plural form of the language: Arabic’s six', () => {
    const lacking = translated('ar', (c) => delete c.network.connections.two);
    expect(problems(lacking, 'ar')).toMatch(
      /network\.connections: lacks the plural form two: ar needs zero, one, two, few, many, other/,
    );
    expect(() =>
      parseTranslation(parseFile(translated('ar'), 'c.ar.yaml'), base, 'ar'),
    ).not.toThrow();
  });
});

describe('plural selection per language', () => {
  const forms = {
    zero: 'zero {count}',
    one: 'one {count}',
    two: 'two {count}',
    few: 'few {count}',
    many: 'many {count}',
    other: 'other {count}',
  };
  it.each<[string, number, string]>([
    ['en', 1, 'one 1'],
    ['en', 2, 'other 2'],
    ['ja', 1, 'other 1'],
    ['ar', 0, 'zero 0'],
    ['ar', 2, 'two 2'],
    ['ar', 5, 'few 5'],
    ['ar', 11, 'many 11'],
    ['ar', 100, 'other 100'],
  ])('%s picks the form for %d', (lang, n, expected) => {
    expect(plural(forms, n, String(n), lang)).toBe(expected);
  });
});

describe('where each language’s pages are', () => {
  it('puts the base language at the routes and a translation under its lower-case tag', () => {
    const [baseLanguage] = siteLanguages();
    expect(localPath('/network', baseLanguage)).toBe('/network');
    const zh = { ...baseLanguage!, tag: 'zh-Hans', segment: languageSegment('zh-Hans') };
    expect(localPath('/', zh)).toBe('/zh-hans');
    expect(localPath('/contract', zh)).toBe('/zh-hans/contract');
  });

  it('reads tags in their canonical case and direction', () => {
    expect(canonicalTag('pt-br')).toBe('pt-BR');
    expect(canonicalTag('not a tag')).toBeNull();
    expect(languageDirection('ar')).toBe('rtl');
    expect(languageDirection('he')).toBe('rtl');
    expect(languageDirection('ja')).toBe('ltr');
  });
});
