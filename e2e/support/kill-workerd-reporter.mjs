/**
 * The fault for ./fault-injection.mjs, as a Playwright reporter, which sees each test begin and
 * end: as the KILL_WORKERD_AFTER-th test ends, it kills (SIGKILL) the workerd serving E2E_PORT,
 * found in the supervised server's process group by its command line, and writes to
 * KILL_WORKERD_RECORD when, whom, and which tests were still running. The other worker is then
 * mid-test, and this one's next test surely begins while the server is down: Playwright gives a
 * worker its next test only after this one has ended.
 *
 *   npx playwright test … --reporter=line,./e2e/support/kill-workerd-reporter.mjs
 */
import { writeFileSync } from 'node:fs';
import { groupProcesses, readServerState } from './server-watch.mjs';

/** @typedef {import('@playwright/test/reporter').TestCase} TestCase */

export default class KillWorkerdReporter {
  after = Number(process.env.KILL_WORKERD_AFTER);
  record = process.env.KILL_WORKERD_RECORD ?? '';
  port = Number(process.env.E2E_PORT);
  ended = 0;
  /** @type {Map<string, string>} */
  running = new Map();

  printsToStdio() {
    return false;
  }

  /** @param {TestCase} test */
  onTestBegin(test) {
    this.running.set(test.id, test.titlePath().slice(1).join(' › '));
  }

  /** @param {TestCase} test */
  onTestEnd(test) {
    this.running.delete(test.id);
    this.ended += 1;
    if (this.ended === this.after) this.kill();
  }

  kill() {
    const state = readServerState(this.port);
    // The workerd that listens on the port: wrangler lives on without it and no longer answers.
    const entry = `--socket-addr=entry=127.0.0.1:${state?.upstream}`;
    const killed = (state ? groupProcesses(state.group) : []).filter(
      ({ command }) => command.split(' ')[0]?.endsWith('/workerd') && command.includes(entry),
    );
    for (const { pid } of killed) process.kill(pid, 'SIGKILL');
    const killedAt = Date.now();
    writeFileSync(
      this.record,
      JSON.stringify({
        killedAt,
        killed,
        group: state?.group,
        inFlight: [...this.running.values()],
      }),
    );
  }
}
