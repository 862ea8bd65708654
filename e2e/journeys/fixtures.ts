import { test as base, expect } from '@playwright/test';
import type { Browser as PlaywrightBrowser } from '@playwright/test';
import type { Browser as PuppeteerBrowser } from 'puppeteer-core';
import type { Driver, Engine } from './driver';
import { launchBlink, launchGecko, launchWebKit, type WebKitSession } from './browsers';
import { PlaywrightDriver } from './adapters/playwright';
import { PuppeteerDriver } from './adapters/puppeteer';
import { WebDriverDriver } from './adapters/webdriver';
import { Session } from './session';

type Launched =
  | { engine: 'blink'; browser: PlaywrightBrowser }
  | { engine: 'gecko'; browser: PuppeteerBrowser }
  | { engine: 'webkit'; session: WebKitSession };

type WorkerFixtures = { engine: Engine; launched: Launched };
type TestFixtures = {
  /** Errors a journey expects, e.g. the 404 response Chromium logs; all others fail it. */
  allowErrors: RegExp;
  session: Session;
};

// Each worker gets its own driver port: E2E_PORT + 1.. for WebKitWebDriver, + 5.. for Firefox.
const basePort = Number(process.env.E2E_PORT ?? 4173);

export const test = base.extend<TestFixtures, WorkerFixtures>({
  engine: ['blink', { option: true, scope: 'worker' }],
  launched: [
    async ({ engine, playwright }, use, workerInfo) => {
      const slot = workerInfo.parallelIndex;
      if (engine === 'blink') {
        const browser = await launchBlink(playwright.chromium);
        await use({ engine, browser });
        await browser.close();
      } else if (engine === 'gecko') {
        const browser = await launchGecko(basePort + 5 + slot);
        await use({ engine, browser });
        await browser.close();
      } else {
        const session = await launchWebKit(basePort + 1 + slot);
        await use({ engine, session });
        await session.stop();
      }
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  allowErrors: [/$^/, { option: true }],
  session: [
    async ({ launched, baseURL, allowErrors }, use) => {
      const origin = baseURL!;
      const driver: Driver =
        launched.engine === 'blink'
          ? new PlaywrightDriver(launched.browser, origin)
          : launched.engine === 'gecko'
            ? new PuppeteerDriver(launched.browser, origin)
            : new WebDriverDriver(launched.session.driver, origin);
      await use(new Session(driver));
      const errors = (await driver.errors()).filter((error) => !allowErrors.test(error));
      await driver.close();
      expect(errors, 'no page errors, console errors or CSP violations').toEqual([]);
    },
    { scope: 'test' },
  ],
});

export { expect };
