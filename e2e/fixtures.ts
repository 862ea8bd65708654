import { test as base, expect, type Page } from '@playwright/test';
import { reportCspViolations } from './support/csp-violations';
import { scaled } from './harness/machine';

type Fixtures = {
  /** Console errors to tolerate in one test, e.g. a deliberately refused sound. */
  allowConsole: RegExp;
  /** Console errors, uncaught page errors and CSP violations; checked empty after each test. */
  pageErrors: string[];
};

export const test = base.extend<Fixtures>({
  allowConsole: [/$^/, { option: true }],
  pageErrors: [
    async ({ page, allowConsole }, use) => {
      const errors: string[] = [];
      await page.addInitScript(reportCspViolations);
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = `${message.text()} ${message.location().url}`.trim();
        if (allowConsole.test(text)) return;
        errors.push(`console.error: ${text}`);
      });
      await use(errors);
      expect(errors, 'no console errors, page errors or CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Opens a route and waits for the 2 s loading overlay to finish and the page to hydrate. CSS hides
 * the overlay at 2 s even without JavaScript; React removes it only once hydrated, so its removal
 * is the sign that the islands answer. On a busy machine hydration can come well after the 2 s.
 */
export async function openPage(page: Page, path: string) {
  await page.goto(path);
  const overlay = page.getByTestId('loading-overlay');
  // Waits only: when the overlay lifts is the overlay tests' to check, on the page's own clock.
  await expect(overlay).toBeHidden(LIFT_WAIT);
  await expect(overlay).toHaveCount(0, HYDRATE_WAIT);
}

/**
 * A clock the test controls, for a timed state's boundaries: Playwright's `page.clock`, installed
 * before the page loads, so the page's timers, `performance.now()` and React's scheduler all read
 * it. It runs with real time until `stopClock`, so the page loads and hydrates as usual. (The
 * overlay's CSS lift runs on the document timeline, which no page clock controls: the overlay is
 * timed in its frames instead, `recordOverlayEnd`.) Installed into a page already loaded, it
 * governs the timers the page starts from then on.
 */
export async function installClock(page: Page) {
  await page.clock.install();
}

/**
 * Stops the page's clock: from here only `advanceClock` moves it, however slow the machine. The
 * jump of 1 s (timers due in it fire) puts the stop surely ahead of the time the page last read.
 */
export async function stopClock(page: Page) {
  await page.clock.pauseAt(Date.now() + 1_000);
}

/**
 * Moves the stopped clock on by `ms`, firing the timers due by then, and lets the renders they
 * queued run (React renders in a posted-message task; two hops of the page's own message queue
 * come after it), so what the page shows next is its state at that time, not a render behind.
 */
export async function advanceClock(page: Page, ms: number) {
  await page.clock.runFor(ms);
  await page.evaluate(async () => {
    for (let hop = 0; hop < 2; hop += 1)
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });
  });
}

/**
 * Watches the overlay frame by frame, in the page's own clocks (from navigation start): the frame
 * time of the last frame that showed it (requestAnimationFrame's timestamp, the time its
 * animations were sampled at), the messages those frames showed, and the moment a frame was first
 * seen without it. A busy machine delays frames, which widens the gap between the two times, but
 * moves neither bound; and a test that looks late still reads what the frames showed.
 */
export async function recordOverlayEnd(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as OverlayTimes;
    w.overlayMessages = [];
    const check = (frame: number) => {
      const overlay = document.querySelector('[data-testid="loading-overlay"]');
      const shown = !!overlay && getComputedStyle(overlay).visibility !== 'hidden';
      if (shown) {
        w.overlayShownAt = frame;
        const message = overlay.querySelector('[role="status"]')?.textContent ?? '';
        if (!w.overlayMessages.includes(message)) w.overlayMessages.push(message);
      }
      // Not parsed yet is not gone.
      if (shown || (!overlay && document.readyState === 'loading')) requestAnimationFrame(check);
      else w.overlayGoneAt = performance.now();
    };
    requestAnimationFrame(check);
  });
}

/**
 * The overlay is due to lift 2 s after navigation start, on the clock its frames are drawn by, so
 * no frame that began later shows it, however busy the machine (50 ms for the clock's rounding).
 * A lift counted from hydration or from a late stylesheet would show it in later frames.
 */
export const OVERLAY_SHOWN_BEFORE_MS = 2_050;

/** How long to wait for the lift to be seen: only a bound on waiting, the page's clock decides. */
export const LIFT_WAIT = { timeout: scaled(15_000) };

/** How long to wait for React to remove the overlay, the sign that the page has hydrated. */
export const HYDRATE_WAIT = { timeout: scaled(15_000) };

type OverlayTimes = { overlayShownAt?: number; overlayGoneAt?: number; overlayMessages: string[] };

/** When a frame was first seen without the overlay. */
export const overlayGoneAt = (page: Page) =>
  page.evaluate(() => (window as unknown as OverlayTimes).overlayGoneAt);

/**
 * The frame time of the last frame that showed the overlay, so far: defined once a frame showed
 * it, which a check made late on a busy machine still sees (the overlay itself may be gone).
 */
export const overlayShownAt = (page: Page) =>
  page.evaluate(() => (window as unknown as OverlayTimes).overlayShownAt);

/** The status messages the frames that showed the overlay showed, each once, in order. */
export const overlayMessages = (page: Page) =>
  page.evaluate(() => (window as unknown as OverlayTimes).overlayMessages);
