#!/usr/bin/env node
/**
 * The browser suite, again and again: builds once, then runs `playwright test` N times in a row,
 * optionally with the CPU kept busy by Debian's stress-ng, and prints each run's result, the
 * failures and the longest test. A suite that is green here does not lean on an idle machine.
 *
 *   npm run test:e2e:soak -- --runs=5              five runs in a row
 *   npm run test:e2e:soak -- --runs=2 --stress=2   two runs beside `stress-ng --cpu 2`
 *   npm run test:e2e:soak -- --no-build -- --project=desktop   (after --, Playwright's own options)
 *
 * E2E_PORT is passed through, as for `npm run test:e2e`. Exits 1 if any test failed in any run.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dashes = process.argv.indexOf('--');
const own = dashes < 0 ? process.argv.slice(2) : process.argv.slice(2, dashes);
const forwarded = dashes < 0 ? [] : process.argv.slice(dashes + 1);
const option = (name) => own.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const runs = Number(option('runs') ?? 5);
const stressCpus = Number(option('stress') ?? 0);
const build = !own.includes('--no-build');

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

if (build) {
  console.log('==> npm run build');
  if (spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status !== 0) process.exit(1);
}

let stress = null;
if (stressCpus > 0) {
  if (spawnSync('stress-ng', ['--version'], { stdio: 'ignore' }).status !== 0) {
    console.error('stress-ng not found: apt-get install -y --no-install-recommends stress-ng');
    process.exit(1);
  }
  stress = spawn('stress-ng', ['--cpu', String(stressCpus), '--quiet'], { stdio: 'ignore' });
  console.log(`==> stress-ng --cpu ${stressCpus} (pid ${stress.pid}) beside every run`);
}
const stopStress = () => stress?.kill('SIGTERM');
process.on('exit', stopStress);
process.on('SIGINT', () => process.exit(130));

/** Every test result in a Playwright JSON report, with its full title. */
function* results(suite, path = []) {
  for (const child of suite.suites ?? []) yield* results(child, [...path, child.title]);
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests)
      for (const result of test.results)
        yield {
          title: `[${test.projectName}] ${[...path, spec.title].filter(Boolean).join(' › ')}`,
          status: test.status,
          duration: result.duration,
        };
}

const dir = mkdtempSync(join(tmpdir(), 'e2e-soak-'));
const failures = [];
let longest = { title: '', duration: 0 };
let testsRun = 0;

for (let run = 1; run <= runs; run += 1) {
  const report = join(dir, `run-${run}.json`);
  console.log(`\n==> run ${run} of ${runs}`);
  const started = Date.now();
  spawnSync('npx', ['playwright', 'test', '--reporter=line,json', ...forwarded], {
    stdio: 'inherit',
    env: { CI: '1', ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
  });
  let all;
  try {
    all = [...results(JSON.parse(readFileSync(report, 'utf8')))];
  } catch (error) {
    failures.push({ run, title: `no report from the run (${error.message})` });
    continue;
  }
  const failed = all.filter((result) => result.status === 'unexpected');
  for (const result of failed) failures.push({ run, title: result.title });
  for (const result of all) if (result.duration > longest.duration) longest = result;
  testsRun += all.length;
  console.log(
    `run ${run}: ${all.length - failed.length} passed, ${failed.length} failed, ` +
      `${seconds(Date.now() - started)}`,
  );
}

stopStress();
rmSync(dir, { recursive: true, force: true });
console.log(`\nruns: ${runs}${stress ? ` (beside stress-ng --cpu ${stressCpus})` : ''}`);
console.log(`tests run: ${testsRun}`);
console.log(`failures: ${failures.length}`);
for (const { run, title } of failures) console.log(`  run ${run}: ${title}`);
console.log(`longest test: ${longest.title} (${seconds(longest.duration)})`);
process.exit(failures.length > 0 ? 1 : 0);
