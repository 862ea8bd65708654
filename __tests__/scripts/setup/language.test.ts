/**
 * @jest-environment node
 */
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { parseContent } from '@/lib/build/content/load';
import { pluralForms } from '@/lib/content/language-tag';
import { translationFile } from '@/scripts/setup/language';
import { QUESTIONS, type Question } from '@/scripts/setup/questions';
import { CANCELLED, runSetup, type Asker } from '@/scripts/setup/run';

const PROJECT = process.cwd();
const BASE = 'content/lewdin.yaml';
const base = parseContent(readFileSync(path.join(PROJECT, BASE), 'utf8'), BASE);

let root: string;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'setup-language-'));
  mkdirSync(path.join(root, 'content'));
  copyFileSync(path.join(PROJECT, BASE), path.join(root, BASE));
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

async function run(
  argv: string[],
  { asker = null, env = {} }: { asker?: Asker | null; env?: Record<string, string> } = {},
) {
  const said: string[] = [];
  const errors: string[] = [];
  const status = await runSetup({
    argv,
    root,
    asker,
    env,
    out: { info: (text) => said.push(text), error: (text) => errors.push(text) },
  });
  return { status, said: said.join('\n'), error: errors.join('\n') };
}

const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const dir = (folder: string) =>
  existsSync(path.join(root, folder)) ? readdirSync(path.join(root, folder)).sort() : [];

type Tree = Record<string, unknown>;

describe('--add-language', () => {
  it('names the file beside the content file, by its tag', () => {
    expect(translationFile('brand/content.yaml', 'ja')).toBe('brand/content.ja.yaml');
    expect(translationFile('content/lewdin.yaml', 'zh-Hans')).toBe('content/lewdin.zh-Hans.yaml');
    expect(translationFile('words/site.json', 'pt-BR')).toBe('words/site.pt-BR.json');
  });

  it('writes every word of the file the build reads to translate, and nothing of the brand', async () => {
    const { status, said } = await run(['--add-language', 'ja']);
    expect(status).toBe(0);
    expect(said).toContain('Wrote content/lewdin.ja.yaml');
    expect(dir('content')).toEqual(['lewdin.ja.yaml', 'lewdin.yaml']);
    const text = read('content/lewdin.ja.yaml');
    const translation = parse(text) as Tree;
    expect(translation.lang).toBe('ja');
    expect(Object.keys(translation)).not.toContain('brand');
    expect(Object.keys(translation)).not.toContain('$schema');
    // The words, as the base has them, for the translator to replace.
    expect((translation.site as Tree).skipLink).toBe(base.site.skipLink);
    expect((translation.contract as Tree).introSoon).toBe(base.contract.introSoon);
    expect((translation.site as Tree).loading).toEqual({
      label: base.site.loading.label,
      messages: base.site.loading.messages,
    });
    // What is not words comes from the base file: numbers, icons, pictures.
    const news = (translation.home as { news: { items: Tree[] } }).news.items[0]!;
    expect(news).toEqual({
      title: base.home.news.items[0]!.title,
      time: base.home.news.items[0]!.time,
      highlight: base.home.news.items[0]!.highlight,
    });
    expect(
      (translation.home as { profileCard: { achievements: Tree[] } }).profileCard.achievements[0],
    ).toEqual({ text: base.home.profileCard.achievements[0]!.text });
    // The base file's comments stay beside their words.
    expect(text).toContain('# After the notifications badge, for screen readers.');
  });

  it('says how to translate in its first lines: placeholders, plural forms, keep:', async () => {
    await run(['--add-language', 'ja']);
    const header = read('content/lewdin.ja.yaml').split('\nlang:')[0]!;
    expect(header).toMatch(/^# 日本語 \(ja\)/);
    expect(header).toContain('Translate every word');
    expect(header).toContain('Keep every {placeholder} as it is');
    expect(header).toContain('the forms ja needs:\n#   other (Intl.PluralRules)');
    expect(header).toContain('The build refuses an entry left identical to the base file');
    expect(header).toContain('keep:');
  });

  it('writes each plural sentence in the forms the language needs, from the base’s other', async () => {
    expect(pluralForms('ja')).toEqual(['other']);
    expect(pluralForms('ar')).toEqual(['zero', 'one', 'two', 'few', 'many', 'other']);
    expect(pluralForms('pl')).toEqual(['one', 'few', 'many', 'other']);
    await run(['--add-language', 'ja']);
    await run(['--add-language', 'ar']);
    const ja = parse(read('content/lewdin.ja.yaml')) as { site: { launch: Tree } };
    const ar = parse(read('content/lewdin.ar.yaml')) as { site: { launch: Tree } };
    expect(ja.site.launch.days).toEqual({ other: base.site.launch.days.other });
    const other = base.site.launch.seconds.other;
    expect(ar.site.launch.seconds).toEqual({
      zero: other,
      one: other,
      two: other,
      few: other,
      many: other,
      other,
    });
  });

  it('writes the canonical tag, and refuses one that is not a language tag', async () => {
    expect((await run(['--add-language', 'zh-hans'])).status).toBe(0);
    expect((parse(read('content/lewdin.zh-Hans.yaml')) as Tree).lang).toBe('zh-Hans');
    const { status, error } = await run(['--add-language', 'japanese!']);
    expect(status).toBe(1);
    expect(error).toContain('--add-language: "japanese!" is not a BCP 47 language tag');
    expect(dir('content')).toEqual(['lewdin.yaml', 'lewdin.zh-Hans.yaml']);
  });

  it('translates the brand’s file when there is one, or the one NEXT_PUBLIC_CONTENT names', async () => {
    mkdirSync(path.join(root, 'brand'));
    writeFileSync(
      path.join(root, 'brand/content.yaml'),
      read(BASE).replace('brand: {}', 'brand:\n  brandName: PepeIn'),
    );
    expect((await run(['--add-language', 'ko'])).status).toBe(0);
    expect(dir('brand')).toEqual(['content.ko.yaml', 'content.yaml']);
    expect(read('brand/content.ko.yaml')).not.toContain('PepeIn');
    expect(
      (await run(['--add-language', 'ko'], { env: { NEXT_PUBLIC_CONTENT: BASE } })).status,
    ).toBe(0);
    expect(dir('content')).toEqual(['lewdin.ko.yaml', 'lewdin.yaml']);
  });

  it('never replaces a translation without --force, which keeps the old one as .bak', async () => {
    writeFileSync(path.join(root, 'content/lewdin.ja.yaml'), 'our translation\n');
    const refused = await run(['--add-language', 'ja']);
    expect(refused.status).toBe(1);
    expect(refused.error).toContain(
      'content/lewdin.ja.yaml exists, and setup never overwrites it: edit it, or run again with --force',
    );
    expect(read('content/lewdin.ja.yaml')).toBe('our translation\n');
    expect((await run(['--add-language', 'ja', '--force'])).status).toBe(0);
    expect(read('content/lewdin.ja.yaml.bak')).toBe('our translation\n');
    expect((parse(read('content/lewdin.ja.yaml')) as Tree).lang).toBe('ja');
    expect(dir('content').filter((file) => file.endsWith('.tmp'))).toEqual([]);
  });

  it('with the brand’s flags, writes brand/content.yaml and its translation', async () => {
    const { status, said } = await run([
      '--name',
      'PepeIn',
      '--ticker',
      '$RIBBIT',
      '--yes',
      '--add-language',
      'es',
    ]);
    expect(status).toBe(0);
    expect(said).toContain('Wrote brand/content.es.yaml');
    expect(dir('brand')).toEqual(['content.es.yaml', 'content.yaml']);
    expect(read('brand/content.es.yaml')).not.toMatch(/PepeIn|RIBBIT/);
  });
});

describe('on a terminal, the last question', () => {
  function scripted(answers: (string | null)[]) {
    const asked: string[] = [];
    const refused: string[] = [];
    const asker: Asker = {
      ask: async (question: Question) => {
        asked.push(question.key);
        const answer = answers.shift();
        return answer === undefined ? '' : answer;
      },
      refused: (message) => refused.push(message),
    };
    return { asker, asked, refused };
  }
  // One answer per question: the brand's name, ticker, chain and address, the rest left empty
  // (the defaults, none, and no claims).
  const brandAnswers = ['PepeIn', '$RIBBIT', 'solana', 'soon'];
  brandAnswers.push(...Array<string>(QUESTIONS.length - brandAnswers.length).fill(''));

  it('adds a language, re-asking a tag that is not one', async () => {
    const terminal = scripted([...brandAnswers, 'nihongo!', 'ja']);
    const { status } = await run([], { asker: terminal.asker });
    expect(status).toBe(0);
    expect(terminal.asked.slice(-2)).toEqual(['language', 'language']);
    expect(terminal.refused).toEqual([expect.stringContaining('"nihongo!" is not a BCP 47')]);
    expect(dir('brand')).toEqual(['content.ja.yaml', 'content.yaml']);
  });

  it('adds none when left empty, and writes nothing when stopped there', async () => {
    const none = scripted([...brandAnswers, '']);
    expect((await run([], { asker: none.asker })).status).toBe(0);
    expect(dir('brand')).toEqual(['content.yaml']);
    rmSync(path.join(root, 'brand'), { recursive: true });
    const stopped = scripted([...brandAnswers, null]);
    expect((await run([], { asker: stopped.asker })).status).toBe(CANCELLED);
    expect(existsSync(path.join(root, 'brand'))).toBe(false);
  });
});
