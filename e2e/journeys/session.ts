import { expect } from '@playwright/test';
import {
  byTestId,
  DESKTOP,
  NO_RESOLVER,
  RESOLVER_SOURCE,
  type Driver,
  type PageResolver,
  type Query,
  type Viewport,
} from './engines/driver';
import { scaled } from '../harness/machine';

type Win = Window & { __journeys?: PageResolver };

/**
 * The journeys' view of a browser: queries answered in the page by Testing Library, actions by
 * the adapter's own input, and waits by Playwright Test's `expect.poll`, whatever the engine.
 */
export class Session {
  constructor(readonly driver: Driver) {}

  get engine() {
    return this.driver.engine;
  }

  /**
   * Loads a path in full and waits until React has removed the overlay: the page is hydrated, so
   * hovers and clicks reach its handlers (CSS alone hides the overlay at 2 s).
   */
  async open(path: string, viewport: Viewport = DESKTOP) {
    await this.driver.open(path, viewport);
    await expect
      .poll(() => this.count(byTestId('loading-overlay')), { timeout: scaled(10_000) })
      .toBe(0);
  }

  /** Runs a page function that needs the resolver, injecting it into a fresh document first. */
  private async resolve<T>(
    fn: (q: Query, extra: unknown) => T | typeof NO_RESOLVER,
    query: Query,
    extra?: unknown,
  ): Promise<T> {
    for (let attempt = 0; ; attempt += 1) {
      const result = await this.driver.evaluate(fn, query, extra ?? null);
      if (result !== NO_RESOLVER) return result as T;
      if (attempt > 0) throw new Error('the page lost the resolver twice in a row');
      await this.driver.inject(RESOLVER_SOURCE);
    }
  }

  count(query: Query) {
    return this.resolve<number>((q) => {
      const r = (window as Win).__journeys;
      return r ? r.all(q).length : '__journeys:missing';
    }, query);
  }

  /** The first match's text content, or null when nothing matches. */
  text(query: Query) {
    return this.resolve<string | null>((q) => {
      const r = (window as Win).__journeys;
      return r ? (r.one(q)?.textContent ?? null) : '__journeys:missing';
    }, query);
  }

  attribute(query: Query, name: string) {
    return this.resolve<string | null>(
      (q, attr) => {
        const r = (window as Win).__journeys;
        return r ? (r.one(q)?.getAttribute(attr as string) ?? null) : '__journeys:missing';
      },
      query,
      name,
    );
  }

  /** A property path of the first match, e.g. 'validity.rangeOverflow' or 'value'. */
  property(query: Query, path: string) {
    return this.resolve<unknown>(
      (q, p) => {
        const r = (window as Win).__journeys;
        if (!r) return '__journeys:missing';
        let value: unknown = r.one(q);
        for (const key of (p as string).split('.'))
          value = value == null ? undefined : (value as Record<string, unknown>)[key];
        return value ?? null;
      },
      query,
      path,
    );
  }

  /** Rendered and not hidden by `visibility` or `display`, like Playwright's toBeVisible. */
  visible(query: Query) {
    return this.resolve<boolean>((q) => {
      const r = (window as Win).__journeys;
      if (!r) return '__journeys:missing';
      const el = r.one(q);
      if (!el) return false;
      const box = el.getBoundingClientRect();
      return (
        box.width > 0 &&
        box.height > 0 &&
        el.checkVisibility({ visibilityProperty: true, opacityProperty: false })
      );
    }, query);
  }

  /** Is the first match the focused element? */
  focused(query: Query) {
    return this.resolve<boolean>((q) => {
      const r = (window as Win).__journeys;
      return r ? r.one(q) === document.activeElement : '__journeys:missing';
    }, query);
  }

  path() {
    return this.driver.evaluate(() => location.pathname);
  }

  run<T>(fn: (...args: never[]) => T | Promise<T>, ...args: unknown[]) {
    return this.driver.evaluate(fn, ...args);
  }

  /** Waits, as Playwright's actions do, for the element to be there and visible first. */
  private async ready(query: Query) {
    await expect
      .poll(() => this.visible(query), { message: `visible: ${JSON.stringify(query)}` })
      .toBe(true);
  }

  async click(query: Query) {
    await this.ready(query);
    await this.driver.click(query);
  }

  async hover(query: Query) {
    await this.ready(query);
    await this.driver.hover(query);
  }

  async fill(query: Query, value: string) {
    await this.ready(query);
    await this.driver.fill(query, value);
  }
}
