import { test as base, expect, type Page } from '@playwright/test';
import { reportCspViolations } from './support/csp-violations';

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
  await expect(overlay).toBeHidden({ timeout: 5_000 });
  await expect(overlay).toHaveCount(0, { timeout: 15_000 });
}

/** Records, in the page, the moment the overlay stops being visible (removed or hidden by CSS). */
export async function recordOverlayEnd(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { overlayGoneAt?: number };
    let seen = false;
    const check = () => {
      const overlay = document.querySelector('[data-testid="loading-overlay"]');
      seen ||= !!overlay;
      const gone = seen && (!overlay || getComputedStyle(overlay).visibility === 'hidden');
      if (gone) w.overlayGoneAt = performance.now();
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}

export const overlayGoneAt = (page: Page) =>
  page.evaluate(() => (window as unknown as { overlayGoneAt?: number }).overlayGoneAt);
