/**
 * Every browser spec runs somewhere: `playwright.config.ts` on the default build, or
 * `playwright.rebrand.config.ts` on one of the other tokens' builds, whose projects list their
 * files by name. A file no project names would pass CI without ever running, as
 * `e2e/rebrand/sub-path.rebrand.ts` once did. From Playwright's own `--list`, which loads the
 * specs, and they read the build's art: `.ci/run` runs this after a build.
 *
 *   npx tsx .ci/every-spec-runs.mts
 */
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

const CLI = path.resolve('node_modules/@playwright/test/cli.js');
const FAKE = 'http://127.0.0.1:5999';

/** The spec files one configuration lists. */
function listed(config: string, env: Record<string, string> = {}): Promise<string[]> {
  return new Promise((resolve, reject) => {
    // Playwright's runner, a child of this process: it takes the machine factor handed to it
    // (e2e/harness/machine.ts) rather than measuring one in a browser, which listing needs not.
    const child = spawn(
      process.execPath,
      [CLI, 'test', '--list', '--reporter=json', '-c', config],
      {
        env: { ...process.env, ...env, E2E_MACHINE_FACTOR: `1@${process.pid}` },
      },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      let report: { suites: { file: string }[]; errors: { message: string }[] };
      try {
        report = JSON.parse(out);
      } catch {
        return reject(new Error(`${config} ${JSON.stringify(env)}: ${err}`));
      }
      const errors = report.errors.map((error) => error.message);
      if (code !== 0 || errors.length > 0)
        return reject(new Error(`${config} ${JSON.stringify(env)}: ${errors.join('\n') || err}`));
      resolve(report.suites.map((suite) => suite.file));
    });
  });
}

const specFiles = readdirSync('e2e', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.(spec|rebrand)\.ts$/.test(file))
  .map((file) => file.split(path.sep).join('/'));

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
const idle = specFiles.filter((file) => !run.has(file));
if (specFiles.length < 30 || idle.length > 0) {
  console.error(
    `every-spec-runs: no project runs ${idle.join(', ') || `(only ${specFiles.length} specs found)`}`,
  );
  process.exit(1);
}
console.log(`every-spec-runs: each of the ${specFiles.length} spec files is run by a project`);
