import type {
  Browser,
  BrowserContext,
  ConsoleMessage,
  ElementHandle,
  Page,
} from '@playwright/test';
import { DESKTOP, type Driver, type Query, type StandIn, type Viewport } from '../driver';
import { reportCspViolations } from '../../csp-violations';

const one = (query: Query) => `window.__journeys.one(${JSON.stringify(query)})`;

/**
 * Blink through Playwright: the same tool as the rest of the suite, here only to prove the
 * journeys themselves. Errors are gathered as e2e/fixtures.ts does (init script + page events).
 */
export class PlaywrightDriver implements Driver {
  readonly engine = 'blink';
  private context?: BrowserContext;
  private page?: Page;
  private readonly seen: string[] = [];

  constructor(
    private readonly browser: Browser,
    private readonly baseURL: string,
  ) {}

  private async current(viewport: Viewport) {
    if (this.page) {
      await this.page.setViewportSize(viewport);
      return this.page;
    }
    this.context = await this.browser.newContext({ viewport, baseURL: this.baseURL });
    await this.context.grantPermissions(['clipboard-write']);
    const page = await this.context.newPage();
    await page.addInitScript(reportCspViolations);
    page.on('pageerror', (error) => this.seen.push(`pageerror: ${error.message}`));
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error')
        this.seen.push(`console.error: ${message.text()} ${message.location().url}`.trim());
    });
    this.page = page;
    return page;
  }

  private get live() {
    if (!this.page) throw new Error('open a page first');
    return this.page;
  }

  async open(path: string, viewport: Viewport) {
    await (await this.current(viewport)).goto(path);
  }

  evaluate<T>(fn: (...args: never[]) => T | Promise<T>, ...args: unknown[]) {
    // A string expression, so any number of JSON arguments reach the function as they are.
    const call = `(${fn.toString()})(...${JSON.stringify(args)})`;
    return this.live.evaluate(call) as Promise<T>;
  }

  async inject(source: string) {
    await this.live.evaluate(source);
  }

  private async element(query: Query) {
    const handle = (
      await this.live.evaluateHandle(one(query))
    ).asElement() as ElementHandle<HTMLElement> | null;
    if (!handle) throw new Error(`no element for ${JSON.stringify(query)}`);
    return handle;
  }

  async click(query: Query) {
    await (await this.element(query)).click();
  }

  async hover(query: Query) {
    await (await this.element(query)).hover();
  }

  async fill(query: Query, text: string) {
    await (await this.element(query)).fill(text);
  }

  async standIn(origin: string, html: string): Promise<StandIn> {
    await this.current(DESKTOP);
    const seen: string[] = [];
    await this.context!.route(`${origin}/**`, (route) => {
      seen.push(route.request().url());
      return route.fulfill({ contentType: 'text/html', body: html });
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
