import { readFileSync } from 'node:fs';

/**
 * The small, driver-neutral surface the journeys are written against. One module per engine in
 * engines/ launches its browser and implements it with its tool (Playwright for Blink,
 * puppeteer-core over WebDriver BiDi for Gecko, selenium-webdriver over classic WebDriver for
 * WebKit), so each journey exists once.
 */
export type Engine = 'blink' | 'gecko' | 'webkit';

/** A string matches exactly; a pattern is sent to the page as its source and flags. */
export type Text = string | { regex: string; flags: string };

/** Elements are found in the page by Testing Library's queries: by role and name, label, text. */
export type Query = (
  | { role: string; name?: Text; level?: number }
  | { label: string }
  | { text: Text }
  | { testId: string }
  | { css: string }
) & {
  within?: Query;
  nth?: number;
  /** Include elements hidden from the accessibility tree (role queries only). */
  hidden?: boolean;
};

export type Viewport = { width: number; height: number };

/**
 * What each adapter implements. The journeys use it through `Session` (session.ts), which adds the
 * queries; only clicks, hovers and typing need the tool's own input, so that they are trusted.
 */
export interface Driver {
  readonly engine: Engine;
  /** Loads a path in full (not a client-side navigation), at the given viewport size. */
  open(path: string, viewport: Viewport): Promise<void>;
  /** Runs a self-contained function in the page with JSON arguments; it may return a promise. */
  evaluate<T>(fn: (...args: never[]) => T | Promise<T>, ...args: unknown[]): Promise<T>;
  /** Evaluates a classic script in the page, outside the page's CSP (the tool's own channel). */
  inject(source: string): Promise<void>;
  /** The tool's own input on the element `window.__journeys.one(query)` finds. */
  click(query: Query): Promise<void>;
  hover(query: Query): Promise<void>;
  /** Empties the field, then types into it key by key. */
  fill(query: Query, text: string): Promise<void>;
  /**
   * Answers every request to `origin` (a third party no machine here reaches) with `html`, from
   * now on and for every frame, and records their URLs. null when the tool cannot intercept.
   */
  standIn(origin: string, html: string): Promise<StandIn | null>;
  /**
   * From the next document on, the page's clock (Date) starts at `time` and runs from there, so a
   * journey that depends on "before" or "after" a time never reads the machine's. Throws where the
   * tool has no script that runs before the page's own.
   */
  clockFrom(time: number): Promise<void>;
  /** Uncaught errors, console errors and CSP violations seen so far (each adapter says how). */
  errors(): Promise<string[]>;
  close(): Promise<void>;
}

/** An engine's browser, launched once per worker; each test drives it through a fresh Driver. */
export interface LaunchedBrowser {
  driver(baseURL: string): Driver;
  close(): Promise<void>;
}

/**
 * The page's Date, moved to start at `start` when the document does and to run at the real pace.
 * Sent as source to run before any script of the page's.
 */
export function clockSource(start: number) {
  function install(at: number) {
    const Real = Date;
    const offset = at - Real.now();
    class Held extends Real {
      constructor(...args: unknown[]) {
        if (args.length === 0) super(Real.now() + offset);
        else super(...(args as [string]));
      }
      static now() {
        return Real.now() + offset;
      }
    }
    window.Date = Held as DateConstructor;
  }
  return `(${install.toString()})(${JSON.stringify(start)});`;
}

/** What a stand-in has answered: the URLs requested from its origin. */
export type StandIn = { requests(): string[] };

export const DESKTOP: Viewport = { width: 1280, height: 720 };
export const PHONE: Viewport = { width: 360, height: 740 };

export function text(value: string | RegExp): Text {
  return typeof value === 'string' ? value : { regex: value.source, flags: value.flags };
}

export const byRole = (
  role: string,
  name?: string | RegExp,
  extra: Omit<Query, 'role' | 'name'> & { level?: number } = {},
): Query => ({ role, ...(name === undefined ? {} : { name: text(name) }), ...extra });
export const byLabel = (label: string, extra: Partial<Query> = {}): Query =>
  ({ label, ...extra }) as Query;
export const byText = (value: string | RegExp, extra: Partial<Query> = {}): Query =>
  ({ text: text(value), ...extra }) as Query;
export const byTestId = (testId: string): Query => ({ testId });
export const byCss = (css: string, extra: Partial<Query> = {}): Query =>
  ({ css, ...extra }) as Query;

// The page side: Testing Library's DOM build (the same queries the Jest tests use) plus a resolver
// for Query, injected on demand through the driver's script evaluation, which no page CSP governs.
const testingLibrary = readFileSync(
  require.resolve('@testing-library/dom/dist/@testing-library/dom.umd.min.js'),
  'utf8',
);

function installResolver() {
  type TL = typeof import('@testing-library/dom');
  type Q = Query & Record<string, unknown>;
  const w = window as unknown as { TestingLibraryDom: TL; __journeys: unknown };
  const tl = w.TestingLibraryDom;
  const match = (t: unknown) =>
    t === undefined || typeof t === 'string'
      ? (t as string | undefined)
      : new RegExp((t as { regex: string }).regex, (t as { flags: string }).flags);
  const all = (q: Q): HTMLElement[] => {
    const container = q.within ? all(q.within as Q)[0] : document.body;
    if (!container) return [];
    let found: HTMLElement[];
    if (q.role !== undefined)
      found = tl.queryAllByRole(container, q.role as string, {
        name: match(q.name),
        level: q.level as number | undefined,
        hidden: Boolean(q.hidden),
      });
    else if (q.label !== undefined)
      found = tl.queryAllByLabelText(container, q.label as string, { exact: true });
    else if (q.text !== undefined) found = tl.queryAllByText(container, match(q.text)!);
    else if (q.testId !== undefined) found = tl.queryAllByTestId(container, q.testId as string);
    else found = [...container.querySelectorAll<HTMLElement>(q.css as string)];
    return q.nth === undefined ? found : found.slice(q.nth as number, (q.nth as number) + 1);
  };
  w.__journeys = { all, one: (q: Q) => all(q)[0] ?? null };
}

/** The script that gives a page the resolver; adapters evaluate it when `window.__journeys` is missing. */
export const RESOLVER_SOURCE = `${testingLibrary};(${installResolver.toString()})();`;

/** What a page function returns when the document has no resolver yet (a fresh load). */
export const NO_RESOLVER = '__journeys:missing';

export type PageResolver = { all(q: Query): HTMLElement[]; one(q: Query): HTMLElement | null };
