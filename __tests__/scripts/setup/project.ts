/**
 * A project of its own for each test of `npm run setup`: LewdIn's content file and the Prettier
 * config in a temporary folder, made before each test and removed after it.
 */
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { runSetup, type Asker } from '@/scripts/setup/run';

export const PROJECT = process.cwd();
export const EVM = '0xba5EBA11000000000000000000000000000000FF';
export const SOLANA = 'So11111111111111111111111111111111111111112';
export const MASCOT = 'e2e/fixtures/rebrand/mascot.png';
export const minimal = ['--name', 'PepeIn', '--ticker', '$RIBBIT', '--yes'];

/** Registers the project's hooks in the calling test file, and gives the ways to use it. */
export function setupProject() {
  let root = '';

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'setup-'));
    mkdirSync(path.join(root, 'content'));
    copyFileSync(path.join(PROJECT, 'content/lewdin.yaml'), path.join(root, 'content/lewdin.yaml'));
    copyFileSync(path.join(PROJECT, '.prettierrc.json'), path.join(root, '.prettierrc.json'));
  });

  afterEach(() => rmSync(root, { recursive: true, force: true }));

  /** A path inside the project. */
  const at = (file: string) => path.join(root, file);

  /** Runs setup in the project with these flags and no terminal, as a CI job or a script would. */
  async function run(argv: string[], asker: Asker | null = null) {
    const said: string[] = [];
    const errors: string[] = [];
    const status = await runSetup({
      argv,
      root,
      asker,
      out: { info: (text) => said.push(text), error: (text) => errors.push(text) },
      // The build's variables, whatever the shell running Jest has set.
      env: {},
    });
    return { status, said: said.join('\n'), error: errors.join('\n') };
  }

  const written = () => readFileSync(at('brand/content.yaml'), 'utf8');
  const brandOf = () => (parse(written()) as { brand: Record<string, string> }).brand;
  const files = () => (existsSync(at('brand')) ? readdirSync(at('brand')).sort() : []);

  return { at, run, written, brandOf, files };
}
