import { test as base, expect, type PlaywrightWorkerArgs } from '@playwright/test';
import type { Engine, LaunchedBrowser } from './engines/driver';
import { launchBlink } from './engines/blink';
import { launchGecko } from './engines/gecko';
import { launchWebKit } from './engines/webkit';
import { Session } from './session';
import { scaled } from '../harness/machine';

type WorkerFixtures = {
  engine: Engine;
  /** The visitor's time zone (an IANA name); the machine's when not set. */
  timeZone: string | undefined;
  launched: LaunchedBrowser;
};
type TestFixtures = {
  /** Errors a journey expects, e.g. the 404 response Chromium logs; all others fail it. */
  allowErrors: RegExp;
  session: Session;
};

const launch: Record<
  Engine,
  (tools: PlaywrightWorkerArgs['playwright'], timeZone?: string) => Promise<LaunchedBrowser>
> = {
  blink: (tools, timeZone) => launchBlink(tools.chromium, timeZone),
  gecko: (_tools, timeZone) => launchGecko(timeZone),
  webkit: (_tools, timeZone) => launchWebKit(timeZone),
};

export const test = base.extend<TestFixtures, WorkerFixtures>({
  engine: ['blink', { option: true, scope: 'worker' }],
  timeZone: [undefined, { option: true, scope: 'worker' }],
  launched: [
    async ({ engine, timeZone, playwright }, use) => {
      const browser = await launch[engine](playwright, timeZone);
      await use(browser);
      await browser.close();
    },
    { scope: 'worker', timeout: scaled(60_000) },
  ],
  allowErrors: [/$^/, { option: true }],
  session: [
    async ({ launched, baseURL, allowErrors }, use) => {
      const driver = launched.driver(baseURL!);
      await use(new Session(driver));
      const errors = (await driver.errors()).filter((error) => !allowErrors.test(error));
      await driver.close();
      expect(errors, 'no page errors, console errors or CSP violations').toEqual([]);
    },
    { scope: 'test' },
  ],
});

export { expect };

/**
 * How long to wait for a timed change to be seen: only a bound on waiting (a loaded machine runs
 * the page's timers late); what the test asserts is read on the page's own clock.
 */
export const WAIT = { timeout: scaled(15_000) };
