#!/usr/bin/env node
/**
 * Proves that the browser tests outlive their server. Runs one spec (e2e/pages.spec.ts, ten tests)
 * in Chromium with two workers against a fresh supervised server, kills the workerd serving it
 * (SIGKILL, ./kill-workerd-reporter.mjs) as the third test ends, while the other worker is
 * mid-test, and checks, from Playwright's JSON report and its output:
 *   - at most two tests failed, each one in flight at the kill, each saying the server was down;
 *   - every test that began after the kill passed; the one that began while the server was down
 *     (the next on the freed worker) waited for it;
 *   - the run printed the supervisor's restart line, and the server's log is on disk;
 *   - once Playwright has exited, nothing the supervisor started is left running.
 *
 *   npm run build && npm run test:e2e:fault        E2E_PORT: 4175 unless set
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { groupProcesses, readServerState } from './server-watch.mjs';

const SPEC = 'e2e/pages.spec.ts';
const PROJECT = 'desktop';
const KILL_AFTER = 3;
const MAX_FAILED = 2;
const RESTART_LINE = /test server stopped answering, restarted in ([\d.]+) s; log: (\S+)/;

const port = process.env.E2E_PORT ?? '4175';
const dir = mkdtempSync(path.join(tmpdir(), 'e2e-fault-'));
const report = path.join(dir, 'report.json');
const record = path.join(dir, 'kill.json');

const started = Date.now();
const output = await new Promise((resolve, reject) => {
  const run = spawn(
    'npx',
    [
      'playwright',
      'test',
      SPEC,
      `--project=${PROJECT}`,
      '--workers=2',
      // The in-flight failure is what this proves; the suite's retry of it is not.
      '--retries=0',
      '--reporter=line,json,./e2e/support/kill-workerd-reporter.mjs',
    ],
    {
      env: {
        ...process.env,
        CI: '1',
        E2E_PORT: port,
        WRANGLER_SEND_METRICS: 'false',
        PLAYWRIGHT_JSON_OUTPUT_NAME: report,
        KILL_WORKERD_AFTER: String(KILL_AFTER),
        KILL_WORKERD_RECORD: record,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let text = '';
  for (const [stream, echo] of [
    [run.stdout, process.stdout],
    [run.stderr, process.stderr],
  ]) {
    stream.on('data', (chunk) => {
      text += chunk;
      echo.write(chunk);
    });
  }
  run.on('error', reject);
  run.on('close', () => resolve(text));
});
const took = (Date.now() - started) / 1000;

/** Every test's result in a Playwright JSON report. */
function* results(suite, titles = []) {
  for (const child of suite.suites ?? []) yield* results(child, [...titles, child.title]);
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests)
      for (const result of test.results) {
        const start = Date.parse(result.startTime);
        yield {
          title: [...titles.slice(1), spec.title].filter(Boolean).join(' › '),
          ok: test.status === 'expected',
          start,
          end: start + result.duration,
          errors: result.errors.map((error) => error.message ?? ''),
          waited: test.annotations.some(
            ({ type, description }) => type === 'test server' && /^waited/.test(description),
          ),
        };
      }
}

const failures = [];
const check = (ok, what) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'}  ${what}`);
  if (!ok) failures.push(what);
};
const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

const kill = read(record);
const all = read(report) ? [...results(read(report))] : [];
console.log(`\n==> fault injection: ${SPEC} [${PROJECT}], 2 workers, ${took.toFixed(1)} s`);
check(all.length >= KILL_AFTER + 2, `the run reported ${all.length} tests`);
check(
  kill?.killed.length > 0,
  `workerd killed as test ${KILL_AFTER} ended: ${kill?.killed.map(({ pid }) => pid).join(', ') || 'none found'}`,
);
const state = readServerState(Number(port));
if (kill && all.length > 0) {
  const { killedAt } = kill;
  const inFlight = (result) => result.start <= killedAt && result.end >= killedAt;
  const failed = all.filter((result) => !result.ok);
  const later = all.filter((result) => result.start > killedAt);
  const backAt = state?.outages.find((outage) => outage.to >= killedAt)?.to ?? Infinity;
  const whileDown = later.filter((result) => result.start < backAt);
  console.log(
    `in flight at the kill: ${all
      .filter(inFlight)
      .map(({ title }) => title)
      .join('; ')}`,
  );
  check(failed.length <= MAX_FAILED, `${failed.length} failed (at most ${MAX_FAILED})`);
  for (const result of failed) {
    check(inFlight(result), `failed while in flight: ${result.title}`);
    check(
      result.errors.some((message) => message.startsWith('the test server was down (restarting)')),
      `its message says the server was down: ${result.errors[0]?.split('\n')[0]}`,
    );
  }
  check(later.length >= 3, `${later.length} tests began after the kill`);
  check(
    later.every((result) => result.ok),
    `every one of them passed${later
      .filter((result) => !result.ok)
      .map(({ title }) => `; not: ${title}`)
      .join('')}`,
  );
  check(
    whileDown.length > 0 && whileDown.every((result) => result.waited),
    `${whileDown.length} began while the server was down, and waited for it`,
  );
}
const restart = RESTART_LINE.exec(output);
check(!!restart, `the run says the server restarted${restart ? ` (in ${restart[1]} s)` : ''}`);
const log = restart?.[2] ?? '';
check(
  existsSync(log) && statSync(log).size > 0,
  `the server's log is on disk: ${log} (${existsSync(log) ? statSync(log).size : 0} bytes)`,
);
const left = state ? groupProcesses(state.group) : [];
if (state && existsSync(`/proc/${state.supervisor}/stat`)) {
  const stat = readFileSync(`/proc/${state.supervisor}/stat`, 'utf8');
  if (stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z') {
    left.push({ pid: state.supervisor, command: 'the supervisor' });
  }
}
check(
  !!state && left.length === 0,
  `nothing of the server is left running${left.map(({ pid }) => ` (pid ${pid})`).join('')}`,
);

rmSync(dir, { recursive: true, force: true });
console.log(failures.length ? `\n${failures.length} check(s) failed` : '\nall checks passed');
process.exit(failures.length ? 1 : 0);
