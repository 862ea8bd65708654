/**
 * @jest-environment node
 */
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Every browser spec runs somewhere: `playwright.config.ts` on the default build, or
 * `playwright.rebrand.config.ts` on one of the other tokens' builds, whose projects list their
 * files by name. A file no project names would pass CI without ever running, as
 * `e2e/rebrand/sub-path.rebrand.ts` once did.
 */
const CLI = path.resolve('node_modules/@playwright/test/cli.js');
const FAKE = 'http://127.0.0.1:5999';

/** The spec files one configuration lists, from Playwright's own `--list`. */
function listed(config: string, env: Record<string, string> = {}): Promise<string[]> {
  return new Promise((resolve, reject) => {
    // Playwright's runner, a child of this process: it takes the machine factor handed to it
    // (e2e/harness/machine.ts) rather than measuring one in a browser, which listing needs not.
    // Playwright refuses to run inside a Jest worker, which it knows by JEST_WORKER_ID.
    const outside = { ...process.env };
    delete outside.JEST_WORKER_ID;
    const child = spawn(
      process.execPath,
      [CLI, 'test', '--list', '--reporter=json', '-c', config],
      {
        env: { ...outside, ...env, E2E_MACHINE_FACTOR: `1@${process.pid}` },
      },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`${config} ${JSON.stringify(env)}: ${err}${out}`));
      const report = JSON.parse(out) as { suites: { file: string }[] };
      resolve(report.suites.map((suite) => suite.file));
    });
  });
}

const specFiles = readdirSync('e2e', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.(spec|rebrand)\.ts$/.test(file))
  .map((file) => file.split(path.sep).join('/'));

test('every spec file in e2e/ is run by a project of the default build or of a token’s', async () => {
  const runs = await Promise.all([
    listed('playwright.config.ts'),
    listed('playwright.rebrand.config.ts', {
      REBRAND_TOKEN: 'token',
      LIVE_PRICE_FAKE_ORIGIN: FAKE,
      SAFETY_FAKE_ORIGIN: FAKE,
    }),
    listed('playwright.rebrand.config.ts', { REBRAND_TOKEN: 'base', SAFETY_FAKE_ORIGIN: FAKE }),
    listed('playwright.rebrand.config.ts', { REBRAND_TOKEN: 'prelaunch' }),
  ]);
  const run = new Set(runs.flat());
  expect(specFiles.length).toBeGreaterThan(30);
  expect(specFiles.filter((file) => !run.has(file))).toEqual([]);
}, 60_000);
