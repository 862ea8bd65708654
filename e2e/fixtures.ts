import { test as base, expect, type Page } from '@playwright/test';

type Fixtures = {
  /** Console errors and uncaught page errors seen during the test; checked empty afterwards. */
  pageErrors: string[];
};

/** Console messages that are expected in a given test may be allowed with this list. */
export const allowedConsoleErrors: RegExp[] = [];

export const test = base.extend<Fixtures>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (allowedConsoleErrors.some((pattern) => pattern.test(text))) return;
        errors.push(`console.error: ${text} ${message.location().url}`.trim());
      });
      await use(errors);
      expect(errors, 'no console or page errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Opens a route and waits for the 2 s loading overlay to finish. */
export async function openPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByTestId('loading-overlay')).toBeHidden({ timeout: 5_000 });
}
