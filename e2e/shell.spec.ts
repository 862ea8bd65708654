import { test, expect, openPage } from './fixtures';

test('a real load shows the overlay, then the page', async ({ page }) => {
  await page.goto('/contract');
  const overlay = page.getByTestId('loading-overlay');
  await expect(overlay).toBeVisible();
  await expect(overlay.getByRole('progressbar')).toHaveAttribute('aria-valuenow', /\d+/);
  await expect(overlay).toBeHidden({ timeout: 3_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('opens a page', async ({ page }) => {
  await openPage(page, '/');
  await expect(page.getByRole('link', { name: 'Follow' })).toHaveAttribute('target', '_blank');
});
