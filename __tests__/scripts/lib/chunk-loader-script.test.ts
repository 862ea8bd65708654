/** @jest-environment jsdom */
import {
  LATE_START_MS,
  PAINT_WAIT_MS,
  TAP_REPLAY_MS,
  loaderScript,
} from '@/scripts/lib/chunk-loader.mjs';

// The loader as it ships (the inline script the build writes), run in a page.
const chunks = ['/_next/static/chunks/runtime.js', '/_next/static/chunks/page.js'];

const scripts = () =>
  [...document.head.querySelectorAll('script[src]')].map((node) => ({
    src: node.getAttribute('src'),
    async: (node as HTMLScriptElement).async,
  }));

/** Stands in for paint timing: `paint()` reports the first contentful paint. */
let paint: () => void;
class PaintObserver {
  static supportedEntryTypes = ['paint'];
  constructor(private readonly callback: PerformanceObserverCallback) {}
  observe() {
    const list = {
      getEntriesByName: (name: string) => (name === 'first-contentful-paint' ? [{}] : []),
    };
    paint = () => this.callback(list as unknown as PerformanceObserverEntryList, this as never);
  }
  disconnect() {
    paint = () => {};
  }
}

/**
 * Runs the loader as the page would (the build writes this text into the page's head), as if the
 * page had taken `ms` to reach it: a phone's loads, by default.
 */
function runLoader(ms = LATE_START_MS, observer: unknown = PaintObserver) {
  jest.spyOn(performance, 'now').mockReturnValue(ms);
  Object.defineProperty(window, 'PerformanceObserver', { value: observer, configurable: true });
  new Function(loaderScript(chunks))();
}

/** What React leaves once it listens (on the document) and has hydrated a button (on it). */
function hydrate(button: HTMLButtonElement) {
  Object.assign(document, { _reactListening1: true });
  Object.assign(button, { __reactProps$1: {} });
}

let removeListener: () => void = () => {};
// Each test's loader listens on the one document: what it added is taken away after the test.
let added: Parameters<typeof document.addEventListener>[] = [];
beforeEach(() => {
  const add = document.addEventListener.bind(document);
  jest.spyOn(document, 'addEventListener').mockImplementation((...args) => {
    added.push(args);
    add(...args);
  });
  jest.useFakeTimers({ doNotFake: ['performance'] });
  paint = () => {};
  document.head.innerHTML = '';
  document.body.innerHTML = '<button type="button">Avoid</button><p>text</p>';
});
afterEach(() => {
  jest.restoreAllMocks();
  for (const args of added) document.removeEventListener(...args);
  added = [];
  removeListener();
  delete (document as unknown as Record<string, unknown>)._reactListening1;
  jest.useRealTimers();
});

/** Counts the button's clicks, the visitor's and the loader's. */
function countClicks(button: HTMLButtonElement) {
  let clicks = 0;
  const count = () => (clicks += 1);
  button.addEventListener('click', count);
  removeListener = () => button.removeEventListener('click', count);
  return () => clicks;
}

const asAsync = chunks.map((src) => ({ src, async: true }));

describe('the chunk loader', () => {
  it('adds every chunk at once, in order, as an async script, on a page that was slow to arrive', () => {
    runLoader(LATE_START_MS);
    expect(scripts()).toEqual(asAsync);
    paint();
    jest.runAllTimers();
    expect(scripts()).toEqual(asAsync);
  });

  it('adds them after the first paint on a page that arrived fast, each once', () => {
    runLoader(LATE_START_MS - 1);
    jest.advanceTimersByTime(PAINT_WAIT_MS - 1);
    expect(scripts()).toEqual([]);

    paint();
    paint();
    jest.runOnlyPendingTimers();
    expect(scripts()).toEqual(asAsync);
    jest.runAllTimers();
    expect(scripts()).toEqual(asAsync);
  });

  it(`adds them after ${PAINT_WAIT_MS} ms when no paint is ever reported`, () => {
    runLoader(0);
    jest.advanceTimersByTime(PAINT_WAIT_MS);
    jest.runOnlyPendingTimers();
    expect(scripts()).toEqual(asAsync);
  });

  it('adds them at once where the browser has no paint timing', () => {
    runLoader(0, null);
    expect(scripts()).toEqual(asAsync);
  });

  it('clicks a button tapped before hydration again, once, when React listens', () => {
    runLoader();
    const button = document.querySelector('button')!;
    const clicks = countClicks(button);
    button.click();
    button.click();
    jest.advanceTimersByTime(1000);
    expect(clicks()).toBe(2);

    hydrate(button);
    jest.advanceTimersByTime(50);
    expect(clicks()).toBe(3);
    jest.advanceTimersByTime(TAP_REPLAY_MS);
    expect(clicks()).toBe(3);
  });

  it('waits for the button to carry its props, as React hydrates it after it listens', () => {
    runLoader();
    const button = document.querySelector('button')!;
    const clicks = countClicks(button);
    button.click();
    Object.assign(document, { _reactListening1: true });
    jest.advanceTimersByTime(500);
    expect(clicks()).toBe(1);
    Object.assign(button, { __reactProps$1: {} });
    jest.advanceTimersByTime(50);
    expect(clicks()).toBe(2);
  });

  it(`drops a tap older than ${TAP_REPLAY_MS} ms, and notes nothing outside a button`, () => {
    runLoader();
    const button = document.querySelector('button')!;
    const clicks = countClicks(button);
    button.click();
    document.querySelector('p')!.click();
    jest.advanceTimersByTime(TAP_REPLAY_MS + 50);
    hydrate(button);
    jest.advanceTimersByTime(100);
    expect(clicks()).toBe(1);
  });

  it('notes no tap once React listens: React answers it itself', () => {
    runLoader();
    const button = document.querySelector('button')!;
    hydrate(button);
    const clicks = countClicks(button);
    button.click();
    jest.advanceTimersByTime(200);
    expect(clicks()).toBe(1);
  });
});
