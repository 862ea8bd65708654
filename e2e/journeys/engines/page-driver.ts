import {
  clockSource,
  DESKTOP,
  type Driver,
  type Engine,
  type Query,
  type StandIn,
  type Viewport,
} from './driver';

/** An element as both tools hand it back: clicked and hovered through the tool's own input. */
type ToolElement = { click(): Promise<unknown>; hover(): Promise<unknown> };

/** What Playwright's and puppeteer's pages have in common, as far as the journeys use them. */
type ToolPage<Element extends ToolElement> = {
  goto(url: string): Promise<unknown>;
  evaluate(expression: string): Promise<unknown>;
  evaluateHandle(expression: string): Promise<{ asElement(): Element | null }>;
};

/** A test's page and the context that holds it, which `close` ends. */
export type Opened<Page> = { page: Page; context: { close(): Promise<unknown> } };

/**
 * The adapter Playwright (Blink) and puppeteer (Gecko) share: one page per test, made at the first
 * `open` and resized for the next; page functions sent as source with JSON arguments, so any number
 * reach them as they are; clicks and hovers on the element the resolver finds. Each engine says how
 * it makes a page that reports its errors into `seen`, resizes it and fills a field.
 */
export abstract class PageDriver<
  Element extends ToolElement,
  Page extends ToolPage<Element>,
> implements Driver {
  abstract readonly engine: Engine;
  protected readonly seen: string[] = [];
  private opened?: Opened<Page>;

  constructor(private readonly baseURL: string) {}

  protected abstract newPage(viewport: Viewport): Promise<Opened<Page>>;
  protected abstract resize(page: Page, viewport: Viewport): Promise<void>;
  /** Empties the field, then types into it key by key. */
  protected abstract type(element: Element, text: string): Promise<void>;
  /** Runs `source` in every document the page loads from now on, before the page's scripts. */
  protected abstract beforeScripts(page: Page, source: string): Promise<void>;
  /** From now on, for every frame, answers each request to `origin` with `answer(url)` as HTML. */
  protected abstract intercept(
    opened: Opened<Page>,
    origin: string,
    answer: (url: string) => string,
  ): Promise<void>;

  private get live() {
    if (!this.opened) throw new Error('open a page first');
    return this.opened.page;
  }

  async open(path: string, viewport: Viewport) {
    if (this.opened) await this.resize(this.opened.page, viewport);
    else this.opened = await this.newPage(viewport);
    await this.live.goto(new URL(path, this.baseURL).href);
  }

  evaluate<T>(fn: (...args: never[]) => T | Promise<T>, ...args: unknown[]) {
    return this.live.evaluate(`(${fn.toString()})(...${JSON.stringify(args)})`) as Promise<T>;
  }

  async inject(source: string) {
    await this.live.evaluate(source);
  }

  private async element(query: Query) {
    const handle = await this.live.evaluateHandle(
      `window.__journeys.one(${JSON.stringify(query)})`,
    );
    const element = handle.asElement();
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
    await this.type(await this.element(query), text);
  }

  async standIn(origin: string, html: string): Promise<StandIn> {
    this.opened ??= await this.newPage(DESKTOP);
    const seen: string[] = [];
    await this.intercept(this.opened, origin, (url) => {
      seen.push(url);
      return html;
    });
    return { requests: () => [...seen] };
  }

  async clockFrom(time: number) {
    this.opened ??= await this.newPage(DESKTOP);
    await this.beforeScripts(this.opened.page, clockSource(time));
  }

  async errors() {
    return [...this.seen];
  }

  async close() {
    await this.opened?.context.close();
  }
}
