import type { WebDriver, WebElement } from 'selenium-webdriver';
import type { Driver, Query, Viewport } from '../driver';

type Watched = Window & { __journeyErrors?: string[] };

// Classic WebDriver has no init scripts, so the watchers go in once a page has loaded (after each
// open, and again with the resolver on any fresh document): see the README for what that misses.
function watch() {
  const w = window as Watched;
  if (w.__journeyErrors) return;
  const seen: string[] = [];
  w.__journeyErrors = seen;
  addEventListener('error', (event) => seen.push(`pageerror: ${event.message}`));
  addEventListener('unhandledrejection', (event) =>
    seen.push(`unhandled: ${String(event.reason)}`),
  );
  document.addEventListener('securitypolicyviolation', (event) =>
    seen.push(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
  );
  const error = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    seen.push(`console.error: ${args.map(String).join(' ')}`);
    error(...args);
  };
}

/**
 * WebKit through selenium-webdriver and Debian's WebKitWebDriver, driving WebKitGTK's MiniBrowser
 * (full-screen, so the window's size is the viewport's) under Xvfb.
 */
export class WebDriverDriver implements Driver {
  readonly engine = 'webkit';
  private readonly seen: string[] = [];

  constructor(
    private readonly driver: WebDriver,
    private readonly baseURL: string,
  ) {}

  private async harvest() {
    const found = (await this.driver.executeScript(
      'const e = window.__journeyErrors; return e ? e.splice(0) : [];',
    )) as string[];
    this.seen.push(...found);
  }

  async open(path: string, viewport: Viewport) {
    await this.harvest().catch(() => {});
    await this.driver
      .manage()
      .window()
      .setRect({ x: 0, y: 0, ...viewport });
    await this.driver.get(new URL(path, this.baseURL).href);
    await this.driver.executeScript(watch);
  }

  evaluate<T>(fn: (...args: never[]) => T | Promise<T>, ...args: unknown[]) {
    return this.driver.executeScript(fn, ...args) as Promise<T>;
  }

  async inject(source: string) {
    await this.driver.executeScript(source);
    await this.driver.executeScript(watch);
  }

  private async element(query: Query) {
    const element = (await this.driver.executeScript(
      'return window.__journeys.one(arguments[0]);',
      query,
    )) as WebElement | null;
    if (!element) throw new Error(`no element for ${JSON.stringify(query)}`);
    return element;
  }

  async click(query: Query) {
    await (await this.element(query)).click();
  }

  async hover(query: Query) {
    const element = await this.element(query);
    await this.driver.actions().move({ origin: element }).perform();
  }

  async fill(query: Query, text: string) {
    const element = await this.element(query);
    await element.clear();
    await element.sendKeys(text);
  }

  /** Classic WebDriver cannot intercept requests: see docs/browser-tests.md for what that leaves. */
  async standIn() {
    return null;
  }

  async errors() {
    await this.harvest().catch(() => {});
    return [...this.seen];
  }

  async close() {
    await this.harvest().catch(() => {});
  }
}
