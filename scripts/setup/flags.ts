/**
 * The command line of `npm run setup`: a flag per question (scripts/setup/questions.ts), and
 * --add-language, --yes, --force and --help. Parsed with Node's own parseArgs, strictly: an unknown flag or a
 * value-less one is refused, naming it.
 */
import { parseArgs } from 'node:util';
import { QUESTIONS, type Key } from './questions';
import { joinEntries } from './trade';

export type Flags = {
  /** The values given, by question. */
  given: Partial<Record<Key, string>>;
  /** Take the defaults for every value not given, asking nothing. */
  yes: boolean;
  /** Replace an existing brand/content.yaml (kept as brand/content.yaml.bak). */
  force: boolean;
  /** A translation to start beside the content file (scripts/setup/language.ts). */
  addLanguage?: string;
  help: boolean;
};

export class SetupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SetupError';
  }
}

export function parseFlags(argv: string[]): Flags {
  const options = Object.fromEntries([
    ...QUESTIONS.map(({ flag, repeated }) => [
      flag,
      { type: 'string' as const, multiple: repeated === true },
    ]),
    ['add-language', { type: 'string' as const }],
    ...['yes', 'force', 'help'].map((flag) => [flag, { type: 'boolean' as const }]),
  ]);
  let values: Record<string, unknown>;
  try {
    ({ values } = parseArgs({ args: argv, options, strict: true, allowPositionals: false }));
  } catch (error) {
    throw new SetupError(`${(error as Error).message} (npm run setup -- --help lists the flags)`);
  }
  const given: Flags['given'] = {};
  for (const { key, flag } of QUESTIONS) {
    const value = values[flag];
    if (typeof value === 'string') given[key] = value.trim();
    // A repeated flag: its values, one a line (scripts/setup/trade.ts reads them back).
    if (Array.isArray(value)) given[key] = joinEntries(value.map((entry) => String(entry).trim()));
  }
  const language = values['add-language'];
  return {
    given,
    ...(typeof language === 'string' ? { addLanguage: language.trim() } : {}),
    yes: values.yes === true,
    force: values.force === true,
    help: values.help === true,
  };
}

export function helpText(): string {
  const names = [...QUESTIONS.map(({ flag }) => `--${flag} <value>`), '--add-language <tag>'];
  const width = Math.max(...names.map((name) => name.length)) + 2;
  const line = (name: string, text: string) => `  ${name.padEnd(width)}${text}`;
  return [
    'npm run setup [-- flags]: writes brand/content.yaml, which `npm run build` reads by itself.',
    'On a terminal it asks for each value not given as a flag; every answer is checked as the build checks it.',
    '',
    ...QUESTIONS.map(({ flag, help }) => line(`--${flag} <value>`, help)),
    line('--add-language <tag>', 'start a translation: see below'),
    line('--yes', 'take the defaults for every value not given, and ask nothing'),
    line('--force', 'replace brand/content.yaml (the old one is kept as brand/content.yaml.bak)'),
    line('--help', 'this list'),
    '',
    "Example: npm run setup -- --name PepeIn --ticker '$PEPE' --address soon --launch-at 2026-12-01T18:00:00Z --yes",
    "         npm run setup -- … --bot 'Trojan=https://t.me/<bot>?start=r-team-{address}' --bot 'GMGN=…' \\",
    "           --terminal 'Axiom=https://<terminal>/t/{address}/@team' --raid-post 'Now hiring {ticker} holders: {url}'",
    '',
    'Languages: npm run setup -- --add-language ja (a BCP 47 tag: ja, zh-Hans, pt-BR, ar…) writes',
    'brand/content.ja.yaml beside the content file the build reads (content/lewdin.ja.yaml when there',
    'is no brand/content.yaml), with every word of it to translate and each plural sentence in the',
    'forms the language needs; its header says how. The build serves it under /ja/, and stops while',
    'an entry is still identical to the base file, naming it (list those meant to stay the same under',
    'keep:). Given with the brand flags, it starts the translation of the file setup writes; on a',
    'terminal setup asks for it last. Never over an existing file without --force (kept as .bak).',
  ].join('\n');
}
