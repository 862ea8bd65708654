import type {
  BrowserContext,
  BrowserType,
  ConsoleMessage,
  ElementHandle,
  Page,
  Browser as PlaywrightBrowser,
} from '@playwright/test';
import { CHROME_FLAGS, TEST_CHROME_PATH } from '../../harness/chrome.mjs';
import { reportCspViolations } from '../../support/csp-violations';
import type { LaunchedBrowser, Viewport } from './driver';
import { PageDriver, type Opened } from './page-driver';

/**
 * Blink through Playwright: the same tool as the rest of the suite, here only to prove the
 * journeys themselves. Errors are gathered as e2e/fixtures.ts does (init script + page events).
 */
class BlinkDriver extends PageDriver<ElementHandle, Page> {
  readonly engine = 'blink';

  constructor(
    private readonly browser: PlaywrightBrowser,
    baseURL: string,
    private readonly timeZone?: string,
  ) {
    super(baseURL);
  }

  protected async newPage(viewport: Viewport) {
    const context = await this.browser.newContext({ viewport, timezoneId: this.timeZone });
    await context.grantPermissions(['clipboard-write']);
    const page = await context.newPage();
    await page.addInitScript(reportCspViolations);
    page.on('pageerror', (error) => this.seen.push(`pageerror: ${error.message}`));
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error')
        this.seen.push(`console.error: ${message.text()} ${message.location().url}`.trim());
    });
    return { page, context };
  }

  protected async resize(page: Page, viewport: Viewport) {
    await page.setViewportSize(viewport);
  }

  protected async type(element: ElementHandle, text: string) {
    await element.fill(text);
  }

  protected async beforeScripts(page: Page, source: string) {
    await page.addInitScript(source);
  }

  protected async intercept(
    { context }: Opened<Page>,
    origin: string,
    answer: (url: string) => string,
  ) {
    await (context as BrowserContext).route(`${origin}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: answer(route.request().url()) }),
    );
  }
}

/** Debian's Chromium, launched by Playwright with the suite's flags; `timeZone` is the visitor's. */
export async function launchBlink(
  chromium: BrowserType,
  timeZone?: string,
): Promise<LaunchedBrowser> {
  const browser = await chromium.launch({ executablePath: TEST_CHROME_PATH, args: CHROME_FLAGS });
  return {
    driver: (baseURL) => new BlinkDriver(browser, baseURL, timeZone),
    close: () => browser.close(),
  };
}
