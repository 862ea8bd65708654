/**
 * `npm run setup`, whatever asks: each value from its flag, else from the terminal (an Asker),
 * else with --yes its default; each checked as it is given by the build's own checks, then the
 * whole file checked as the build checks it, before anything is written.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { stringify } from 'yaml';
import { siteDefaults } from '../../lib/brand/config';
import { checkDrawable } from '../../lib/build/brand/drawable';
import { deriveMark, SiteConfigError } from '../../lib/brand/checks';
import { readSiteConfig } from '../../lib/brand/env';
import {
  BRAND_CONTENT_FILE,
  contentFile,
  ContentError,
  parseContent,
} from '../../lib/build/content/load';
import { helpText, parseFlags, SetupError } from './flags';
import {
  existingTranslation,
  readLanguageTag,
  translationDocument,
  translationTarget,
} from './language';
import { parseClaims } from './claims';
import { entriesOf } from './trade';
import { chainFrom, LANGUAGE_QUESTION, QUESTIONS, type Answers, type Question } from './questions';
import {
  brandDocument,
  existingFile,
  mascotDestination,
  writeBrand,
  writeFileKeeping,
} from './write';

/** What a terminal does for setup; scripts/setup/terminal.ts is the real one (@clack/prompts). */
export type Asker = {
  /** The answer, or null when the operator cancelled (Ctrl-C). */
  ask: (
    question: Question,
    fallback: string | null | undefined,
    known: Answers,
  ) => Promise<string | null>;
  /** Shows a refused answer's message before the question is asked again. */
  refused: (message: string) => void;
};

export type Output = { info: (text: string) => void; error: (text: string) => void };

/** The exit status when the operator stops the run: 128 + SIGINT, as a shell reports Ctrl-C. */
export const CANCELLED = 130;

/** The build's message for a refused value, without its "Invalid …:" heading. */
export function refusal(error: unknown): string {
  if (error instanceof SetupError) return error.message;
  if (error instanceof SiteConfigError) return error.message.replace(/^Invalid site config: /, '');
  if (error instanceof ContentError) {
    return error.message
      .split('\n')
      .slice(1)
      .map((line) => line.trim())
      .join('\n');
  }
  throw error;
}

/** The variable a whole-file check names, as the question that sets it (the mark comes from the name). */
function questionFor(error: unknown): Question | undefined {
  if (error instanceof ContentError) {
    const key = /brand\.(\w+)/.exec(error.message)?.[1];
    return QUESTIONS.find((q) => q.key === key);
  }
  const variable =
    error instanceof SiteConfigError
      ? /^Invalid site config: (\S+)/.exec(error.message)?.[1]
      : undefined;
  const asked =
    variable === 'NEXT_PUBLIC_BRAND_MARK'
      ? 'NEXT_PUBLIC_BRAND_NAME'
      : variable?.split('.')[0] === 'claims'
        ? 'claims'
        : // trade.bots[0].link → trade.bots, raid.posts[1] → raid.posts
          variable?.replace(/^((?:trade|raid)\.\w+).*$/, '$1');
  return QUESTIONS.find((q) => q.variable === asked);
}

/** The answers that are sections of their own, not the `brand:` section's. */
const NOT_BRAND = new Set<Question['key']>([
  'claims',
  'bots',
  'terminals',
  'raidPosts',
  'raidReply',
]);

/** The `brand:` section the answers make, with the mark the build would derive from the name. */
export function brandSection(answers: Answers, root: string): Record<string, string> {
  const section: Record<string, string> = {};
  for (const { key } of QUESTIONS) {
    const value = answers[key];
    if (value === null || value === undefined || NOT_BRAND.has(key)) continue;
    section[key] = key === 'mascot' ? mascotDestination(root, value) : value;
    if (key === 'brandName') section.brandMark = deriveMark(value);
  }
  return section;
}

/** A checked `NAME=LINK` line as the content file's entry. */
function tradeEntry(line: string) {
  const at = line.indexOf('=');
  return { name: line.slice(0, at), link: line.slice(at + 1) };
}

/** The whole file, checked as `npm run build` checks it; throws the build's error. */
async function checkWhole(yaml: string): Promise<void> {
  const content = parseContent(yaml, BRAND_CONTENT_FILE);
  await checkDrawable(
    readSiteConfig(
      {},
      {
        ...siteDefaults,
        ...content.brand,
        claims: content.claims,
        trade: content.trade,
        raidReply: content.raid?.reply,
      },
      BRAND_CONTENT_FILE,
    ),
  );
}

type RunOptions = {
  argv: string[];
  root: string;
  asker: Asker | null;
  out: Output;
  /** The variables the build would see: which content file it reads (NEXT_PUBLIC_CONTENT). */
  env?: Record<string, string | undefined>;
};

/** Runs setup; the exit status: 0 written, 1 refused (nothing written), 130 cancelled. */
export async function runSetup(options: RunOptions): Promise<number> {
  const { out } = options;
  try {
    return await setup(options);
  } catch (error) {
    if (!(error instanceof SetupError)) throw error;
    out.error(error.message);
    return 1;
  }
}

async function setup({ argv, root, asker, out, env = process.env }: RunOptions): Promise<number> {
  const flags = parseFlags(argv);
  if (flags.help) {
    out.info(helpText());
    return 0;
  }
  const language = flags.addLanguage === undefined ? null : readLanguageTag(flags.addLanguage);
  // --add-language alone starts a translation of the file the build reads, and asks nothing else.
  if (language && Object.keys(flags.given).length === 0 && !flags.yes) {
    return addLanguage(root, contentFile(env, root), language, flags.force, out);
  }
  if (existsSync(path.join(root, BRAND_CONTENT_FILE)) && !flags.force) throw existingFile();
  if (language) translationTarget(root, BRAND_CONTENT_FILE, language, flags.force);
  const interactive = asker !== null && !flags.yes;
  const answers: Answers = {};
  // Defaults see every flag given, so --address says the chain even though it comes later.
  const known = () => ({ ...flags.given, ...answers });

  const give = async (question: Question, value: string) => {
    answers[question.key] = await question.check(value, answers, root);
  };
  const fromFlag = async (question: Question, value: string) => {
    try {
      await give(question, value);
    } catch (error) {
      throw new SetupError(`--${question.flag}: ${refusal(error)}`);
    }
  };
  /** Asks until the build's checks take the answer; false when the operator cancelled. */
  const ask = async (question: Question): Promise<boolean> => {
    for (;;) {
      const fallback = question.fallback(known());
      const typed = await asker!.ask(question, fallback, known());
      if (typed === null) return false;
      // An empty answer takes the default, as the prompt's placeholder shows it.
      const value = typed === '' && typeof fallback === 'string' ? fallback : typed;
      try {
        await give(question, value);
        return true;
      } catch (error) {
        asker!.refused(refusal(error));
      }
    }
  };

  for (const question of QUESTIONS) {
    const given = flags.given[question.key];
    if (given !== undefined) await fromFlag(question, given);
    else if (question.asked && !question.asked(known())) answers[question.key] = null;
    else if (interactive) {
      if (!(await ask(question))) return cancelled(out);
    } else {
      const fallback = question.fallback(known());
      if (!flags.yes) {
        throw new SetupError(
          `--${question.flag}: not given, and there is no terminal to ask on: give it, or --yes to take the defaults for the rest.`,
        );
      }
      if (fallback === undefined) {
        throw new SetupError(`--${question.flag}: needed; it has no default (${question.help}).`);
      }
      answers[question.key] =
        fallback === null ? null : await question.check(fallback, answers, root);
    }
  }

  // The whole file, as the build checks it: what only shows with every value together (the
  // sample address under a new name, a mark the icons cannot draw) is asked again or refused.
  for (;;) {
    const brand = brandSection(answers, root);
    const yaml = brandDocument(
      root,
      brand,
      answers.claims ? parseClaims(answers.claims, chainFrom(answers)) : {},
      {
        bots: entriesOf(answers.bots ?? '').map(tradeEntry),
        terminals: entriesOf(answers.terminals ?? '').map(tradeEntry),
      },
      {
        posts: answers.raidPosts ? entriesOf(answers.raidPosts) : null,
        reply: answers.raidReply ?? null,
      },
    );
    try {
      await checkWhole(yaml);
      let translation = language;
      if (interactive && !translation) {
        const tag = await askLanguage(asker!, root, flags.force);
        if (tag === undefined) return cancelled(out);
        translation = tag;
      }
      return await finish(root, yaml, brand, answers, flags.force, out, translation);
    } catch (error) {
      const question = questionFor(error);
      if (!question || !interactive || flags.given[question.key] !== undefined) {
        throw new SetupError(`${question ? `--${question.flag}: ` : ''}${refusal(error)}`);
      }
      asker!.refused(refusal(error));
      if (!(await ask(question))) return cancelled(out);
    }
  }
}

/** The last question: a language to start translating; null for none, undefined when cancelled. */
async function askLanguage(asker: Asker, root: string, force: boolean) {
  for (;;) {
    const typed = await asker.ask(LANGUAGE_QUESTION, null, {});
    if (typed === null) return undefined;
    if (typed === '') return null;
    try {
      const tag = readLanguageTag(typed);
      translationTarget(root, BRAND_CONTENT_FILE, tag, force);
      return tag;
    } catch (error) {
      asker.refused(refusal(error));
    }
  }
}

/** Writes the translation of `base` (a file relative to `root`) into `tag`, beside it. */
async function writeTranslation(root: string, base: string, tag: string, force: boolean) {
  const file = translationTarget(root, base, tag, force);
  const text = translationDocument(readFileSync(path.join(root, base), 'utf8'), base, tag, file);
  return writeFileKeeping(root, file, text, force, () => existingTranslation(file));
}

async function addLanguage(root: string, base: string, tag: string, force: boolean, out: Output) {
  if (!existsSync(path.join(root, base))) {
    throw new SetupError(`--add-language: ${base}, the content file to translate, does not exist.`);
  }
  const written = await writeTranslation(root, base, tag, force);
  out.info(translationNote(written, base, tag));
  return 0;
}

function translationNote(
  written: { file: string; backup: string | null },
  base: string,
  tag: string,
) {
  return [
    `Wrote ${written.file}: every word of ${base} to translate into ${tag}; its first lines say how.`,
    ...(written.backup ? [`Kept the file it replaced as ${written.backup}.`] : []),
    `The build serves it under /${tag.toLowerCase()}/ once no entry is left identical to ${base}.`,
  ].join('\n');
}

function cancelled(out: Output): number {
  out.error('Setup stopped: nothing was written.');
  return CANCELLED;
}

async function finish(
  root: string,
  yaml: string,
  brand: Record<string, string>,
  answers: Answers,
  force: boolean,
  out: Output,
  language: string | null,
): Promise<number> {
  const mascot =
    answers.mascot && brand.mascot ? { source: answers.mascot, file: brand.mascot } : null;
  const written = await writeBrand(root, yaml, mascot, force);
  const translation = language
    ? await writeTranslation(root, BRAND_CONTENT_FILE, language, force)
    : null;
  out.info(
    [
      `Wrote ${written.file}: LewdIn's words, to make your own, and this brand: section.`,
      ...(written.mascot ? [`Copied the mascot to ${written.mascot}.`] : []),
      ...(written.backup ? [`Kept the file it replaced as ${written.backup}.`] : []),
      ...(translation && language
        ? [translationNote(translation, BRAND_CONTENT_FILE, language)]
        : []),
      '',
      stringify({ brand }, { lineWidth: 0 }).trimEnd(),
      '',
      'Next:',
      '  npm start                 build it and look at it on http://localhost:3000',
      '  git add brand && git commit -m "Our brand" && git push',
      '                            deploy: GitHub Pages (Settings > Pages > Source: GitHub Actions),',
      '                            Netlify, Cloudflare or Vercel build it with no setting (docs/deploying.md)',
    ].join('\n'),
  );
  return 0;
}
