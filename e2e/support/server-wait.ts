import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TestInfo } from '@playwright/test';
import {
  answers,
  outagesBetween,
  readServerState,
  serverFiles,
  waitForServer,
} from './server-watch.mjs';

/** How long a test waits, before its first request, for a server that is restarting. */
export const SERVER_WAIT_MS = 15_000;

const clock = (ms: number) => new Date(ms).toISOString().slice(11, 19);

/** When the server was down during a test that ended now, or null if it answered throughout. */
async function downDuring(url: string, port: number, from: number) {
  const outage = outagesBetween(port, from, Date.now())[0];
  if (outage) {
    return outage.to === null
      ? `since ${clock(outage.from)}`
      : `from ${clock(outage.from)} to ${clock(outage.to)}`;
  }
  return (await answers(url, 2_000)) ? null : 'when this test ended';
}

/**
 * Where a test that failed while the server was down leaves its mark, so that its one retry (the
 * configs' `retries: 1`) may run: a retry is for the server's failures alone.
 */
function downMark(port: number, testInfo: TestInfo) {
  return path.join(path.dirname(serverFiles(port).log), `failed-while-down-${testInfo.testId}`);
}

/**
 * The browser tests' wait for their server (see e2e/support/test-server.mjs), run by an auto
 * fixture around every test: a test that starts while the server restarts waits for it, up to
 * 15 s, before its first request; a test that fails while it was down says so first in each of
 * its errors, and in an annotation, rather than only with ECONNREFUSED, and is run once more; any
 * other failure's retry fails at once, so a test that fails on its own still fails the run.
 */
export async function aroundTest(
  baseURL: string | undefined,
  testInfo: TestInfo,
  runTest: () => Promise<void>,
) {
  if (!baseURL) return runTest();
  const port = Number(new URL(baseURL).port);
  if (testInfo.retry > 0 && !existsSync(downMark(port, testInfo))) {
    throw new Error(
      'not retried: the first attempt failed while the test server was up, so the failure is the ' +
        'test’s own (a retry is only for a test the server failed)',
    );
  }
  const log = readServerState(port)?.log ?? serverFiles(port).log;
  const started = Date.now();
  const waited = await waitForServer(baseURL, SERVER_WAIT_MS);
  if (waited === null) {
    throw new Error(
      `the test server was down (restarting) and did not answer ${baseURL} within ` +
        `${SERVER_WAIT_MS / 1000} s; log: ${log}`,
    );
  }
  if (waited > 0) {
    testInfo.annotations.push({
      type: 'test server',
      description: `waited ${(waited / 1000).toFixed(1)} s for the restarting test server`,
    });
  }
  await runTest();
  if (testInfo.status === testInfo.expectedStatus) return;
  const when = await downDuring(baseURL, port, started);
  if (!when) return;
  const down = `the test server was down (restarting) ${when}; log: ${log}`;
  testInfo.annotations.push({ type: 'test server', description: down });
  mkdirSync(path.dirname(downMark(port, testInfo)), { recursive: true });
  writeFileSync(downMark(port, testInfo), `${down}\n`);
  for (const error of testInfo.errors) {
    error.message = `${down}\n${error.message ?? ''}`;
    if (error.stack) error.stack = `${down}\n${error.stack}`;
  }
}

/** The fixture's own timeout, so the wait takes nothing from the test's. */
export const AROUND_TEST_TIMEOUT = SERVER_WAIT_MS + 10_000;
