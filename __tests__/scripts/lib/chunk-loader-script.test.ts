/** @jest-environment jsdom */
import { PAGE_LIVE_EVENT } from '@/data/shell';
import {
  LATE_START_MS,
  PAINT_WAIT_MS,
  TAP_REPLAY_MS,
  loaderScript,
} from '@/scripts/lib/chunk-loader';

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

/** What the shell does once React has hydrated the page (components/shell/page-live.tsx). */
const goLive = () => document.dispatchEvent(new Event(PAGE_LIVE_EVENT));

let removeListener: () => void = () => {};
// Each test's loader listens on the one document: what it added is taken away after the test.
type Listening = Parameters<EventTarget['addEventListener']>;
let added: [EventTarget, Listening][] = [];
beforeEach(() => {
  for (const target of [document, window] as EventTarget[]) {
    const add = target.addEventListener.bind(target);
    jest.spyOn(target, 'addEventListener').mockImplementation((...args: Listening) => {
      added.push([target, args]);
      add(...args);
    });
  }
  jest.useFakeTimers({ doNotFake: ['performance'] });
  paint = () => {};
  document.head.innerHTML = '';
  document.body.innerHTML = '<button type="button">Avoid</button><p>text</p>';
});
afterEach(() => {
  jest.restoreAllMocks();
  for (const [target, args] of added) target.removeEventListener(...args);
  added = [];
  removeListener();
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

  it('clicks a button tapped before hydration again, once, in a task of its own once the page is live', () => {
    runLoader();
    const button = document.querySelector('button')!;
    const clicks = countClicks(button);
    button.click();
    button.click();
    jest.advanceTimersByTime(1000);
    expect(clicks()).toBe(2);

    goLive();
    expect(clicks()).toBe(2);
    jest.advanceTimersByTime(0);
    expect(clicks()).toBe(3);
    goLive();
    jest.advanceTimersByTime(TAP_REPLAY_MS);
    expect(clicks()).toBe(3);
  });

  it('leaves to React a tap that made it hydrate at once: the page went live while it was dispatched', () => {
    runLoader();
    const button = document.querySelector('button')!;
    // React, listening but not yet hydrated, hydrates at once for a tap and answers it.
    button.addEventListener('click', goLive, { once: true });
    const clicks = countClicks(button);
    button.click();
    jest.runAllTimers();
    expect(clicks()).toBe(1);
  });

  it('still clicks a tap noted earlier when a later one makes React hydrate at once', () => {
    runLoader();
    const [first, second] = ['First', 'Second'].map((name) => {
      const button = document.createElement('button');
      button.textContent = name;
      document.body.append(button);
      return button;
    });
    const firstClicks = countClicks(first!);
    first!.click();
    second!.addEventListener('click', goLive, { once: true });
    second!.click();
    jest.runAllTimers();
    expect(firstClicks()).toBe(2);
  });

  it('clicks again a tap whose propagation was stopped before the page went live', () => {
    runLoader();
    const button = document.querySelector('button')!;
    // As React does for a tap it cannot hydrate for yet: the click never reaches the window.
    button.addEventListener('click', (event) => event.stopPropagation(), { once: true });
    const clicks = countClicks(button);
    button.click();
    goLive();
    jest.runAllTimers();
    expect(clicks()).toBe(2);
  });

  it(`drops a tap older than ${TAP_REPLAY_MS} ms, and notes nothing outside a button`, () => {
    runLoader();
    const button = document.querySelector('button')!;
    const clicks = countClicks(button);
    button.click();
    document.querySelector('p')!.click();
    jest.advanceTimersByTime(TAP_REPLAY_MS + 50);
    goLive();
    jest.runAllTimers();
    expect(clicks()).toBe(1);
  });

  it('notes no tap once the page is live: React answers it itself', () => {
    runLoader();
    const button = document.querySelector('button')!;
    goLive();
    jest.runAllTimers();
    const clicks = countClicks(button);
    button.click();
    goLive();
    jest.runAllTimers();
    expect(clicks()).toBe(1);
  });
});
