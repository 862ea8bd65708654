/** @jest-environment jsdom */
import { LATE_START_MS, PAINT_WAIT_MS, loaderScript } from '@/scripts/lib/paint-first.mjs';

// The loader as it ships (the inline script the build writes), run in a page.
const chunks = ['/_next/static/chunks/runtime.js', '/_next/static/chunks/page.js'];

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

const hrefs = (selector: string, attribute: string) =>
  [...document.head.querySelectorAll(selector)].map((node) => node.getAttribute(attribute));
// jsdom reflects neither `as` nor `fetchPriority` into attributes: every preload the loader makes is one.
const preloads = () => hrefs('link[rel="preload"]', 'href');
const scripts = () => hrefs('script[src]', 'src');

/** Runs the loader as if its page had taken `ms` to reach the end of its head. */
function runLoaderAt(ms: number, observer: unknown = PaintObserver) {
  jest.spyOn(performance, 'now').mockReturnValue(ms);
  Object.defineProperty(window, 'PerformanceObserver', { value: observer, configurable: true });
  // The build writes this text into the page; a Function runs it as the page would.
  new Function(loaderScript(chunks))();
}

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['performance'] });
  document.head.innerHTML = '';
  paint = () => {};
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('the paint-first loader', () => {
  it('downloads at once on a page that was slow to arrive, and runs the chunks after the paint', () => {
    runLoaderAt(LATE_START_MS);
    expect(preloads()).toEqual(chunks);
    jest.advanceTimersByTime(PAINT_WAIT_MS - 1);
    expect(scripts()).toEqual([]);

    paint();
    jest.runOnlyPendingTimers();
    expect(scripts()).toEqual(chunks);
  });

  it('waits for the paint to download on a page that arrived fast', () => {
    runLoaderAt(LATE_START_MS - 1);
    jest.advanceTimersByTime(PAINT_WAIT_MS - 1);
    expect(preloads()).toEqual([]);
    expect(scripts()).toEqual([]);

    paint();
    jest.runOnlyPendingTimers();
    expect(scripts()).toEqual(chunks);
    expect(preloads()).toEqual([]);
  });

  it('adds each chunk once, however often a paint is reported', () => {
    runLoaderAt(0);
    paint();
    paint();
    jest.advanceTimersByTime(PAINT_WAIT_MS);
    jest.runAllTimers();
    expect(scripts()).toEqual(chunks);
  });

  it('loads after PAINT_WAIT_MS when no paint is ever reported', () => {
    runLoaderAt(0);
    jest.advanceTimersByTime(PAINT_WAIT_MS);
    jest.runOnlyPendingTimers();
    expect(scripts()).toEqual(chunks);
  });

  it('downloads and runs at once where the browser has no paint timing', () => {
    runLoaderAt(0, null);
    jest.runOnlyPendingTimers();
    expect(scripts()).toEqual(chunks);
  });
});
