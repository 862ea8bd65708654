import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import { reportCspViolations } from '../../support/csp-violations';
import type { LaunchedBrowser, Viewport } from './driver';
import { PageDriver, type Opened } from './page-driver';

/** Debian's Firefox ESR, overridable for other systems. */
const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/**
 * Gecko through puppeteer-core over WebDriver BiDi (Debian's firefox-esr). Playwright 1.65's
 * 'moz-firefox' channel cannot open a context there (see docs/browser-tests.md); puppeteer asks ESR
 * only for what it has. Errors: a preload script reports CSP violations, and BiDi's log events
 * bring uncaught errors and console errors from the first byte of every document.
 */
class GeckoDriver extends PageDriver<ElementHandle<Node>, Page> {
  readonly engine = 'gecko';

  constructor(
    private readonly browser: Browser,
    baseURL: string,
  ) {
    super(baseURL);
  }

  protected async newPage(viewport: Viewport) {
    const context = await this.browser.createBrowserContext();
    const page = await context.newPage();
    await page.evaluateOnNewDocument(reportCspViolations);
    page.on('pageerror', (error) =>
      this.seen.push(`pageerror: ${error instanceof Error ? error.message : String(error)}`),
    );
    page.on('console', (message) => {
      if (message.type() === 'error') this.seen.push(`console.error: ${message.text()}`);
    });
    await this.resize(page, viewport);
    return { page, context };
  }

  protected async resize(page: Page, viewport: Viewport) {
    await page.setViewport(viewport);
  }

  protected async type(element: ElementHandle<Node>, text: string) {
    await element.evaluate((el) => {
      (el as HTMLInputElement).value = '';
    });
    await element.type(text);
  }

  protected async beforeScripts(page: Page, source: string) {
    await page.evaluateOnNewDocument(source);
  }

  /** Request interception over BiDi (network.addIntercept), which covers the page's frames too. */
  protected async intercept(
    { page }: Opened<Page>,
    origin: string,
    answer: (url: string) => string,
  ) {
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      if (request.isInterceptResolutionHandled()) return;
      if (new URL(request.url()).origin !== origin) return void request.continue();
      void request.respond({ status: 200, contentType: 'text/html', body: answer(request.url()) });
    });
  }
}

/**
 * Firefox ESR over WebDriver BiDi. Its port is the system's choice (puppeteer passes port 0 and
 * reads the one Firefox reports), so no two workers can ask for the same one. `timeZone`, the
 * visitor's, is the process's TZ, which Firefox takes its zone from.
 */
export async function launchGecko(timeZone?: string): Promise<LaunchedBrowser> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    ...(timeZone ? { env: { ...process.env, TZ: timeZone } } : {}),
  });
  return {
    driver: (baseURL) => new GeckoDriver(browser, baseURL),
    close: () => browser.close(),
  };
}
