import type { Browser, BrowserContext, ElementHandle, Page } from 'puppeteer-core';
import { DESKTOP, type Driver, type Query, type StandIn, type Viewport } from '../driver';
import { reportCspViolations } from '../../csp-violations';

/**
 * Gecko through puppeteer-core over WebDriver BiDi (Debian's firefox-esr). Playwright 1.65's
 * 'moz-firefox' channel cannot open a context there (see the README); puppeteer asks ESR only for
 * what it has. Errors: a preload script reports CSP violations, and BiDi's log events bring
 * uncaught errors and console errors from the first byte of every document.
 */
export class PuppeteerDriver implements Driver {
  readonly engine = 'gecko';
  private context?: BrowserContext;
  private page?: Page;
  private readonly seen: string[] = [];

  constructor(
    private readonly browser: Browser,
    private readonly baseURL: string,
  ) {}

  private async current(viewport: Viewport) {
    if (!this.page) {
      this.context = await this.browser.createBrowserContext();
      const page = await this.context.newPage();
      await page.evaluateOnNewDocument(reportCspViolations);
      page.on('pageerror', (error) =>
        this.seen.push(`pageerror: ${error instanceof Error ? error.message : String(error)}`),
      );
      page.on('console', (message) => {
        if (message.type() === 'error') this.seen.push(`console.error: ${message.text()}`);
      });
      this.page = page;
    }
    await this.page.setViewport(viewport);
    return this.page;
  }

  private get live() {
    if (!this.page) throw new Error('open a page first');
    return this.page;
  }

  async open(path: string, viewport: Viewport) {
    await (await this.current(viewport)).goto(new URL(path, this.baseURL).href);
  }

  evaluate<T>(fn: (...args: never[]) => T | Promise<T>, ...args: unknown[]) {
    return this.live.evaluate(fn as (...a: unknown[]) => T, ...args) as Promise<T>;
  }

  async inject(source: string) {
    await this.live.evaluate(source);
  }

  private async element(query: Query) {
    const handle = await this.live.evaluateHandle(
      (q) =>
        (window as unknown as { __journeys: { one(q: Query): Element | null } }).__journeys.one(q),
      query,
    );
    const element = handle.asElement() as ElementHandle<HTMLElement> | null;
    if (!element) throw new Error(`no element for ${JSON.stringify(query)}`);
    return element;
  }

  async click(query: Query) {
    await (await this.element(query)).click();
  }

  async hover(query: Query) {
    await (await this.element(query)).hover();
  }

  async fill(query: Query, text: string) {
    const element = await this.element(query);
    await element.evaluate((el) => {
      (el as HTMLInputElement).value = '';
    });
    await element.type(text);
  }

  /** Request interception over BiDi (network.addIntercept), which covers the page's frames too. */
  async standIn(origin: string, html: string): Promise<StandIn> {
    const page = await this.current(DESKTOP);
    const seen: string[] = [];
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      if (request.isInterceptResolutionHandled()) return;
      if (new URL(request.url()).origin !== origin) return void request.continue();
      seen.push(request.url());
      void request.respond({ status: 200, contentType: 'text/html', body: html });
    });
    return { requests: () => [...seen] };
  }

  async errors() {
    return [...this.seen];
  }

  async close() {
    await this.context?.close();
  }
}
