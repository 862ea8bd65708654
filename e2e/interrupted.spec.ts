import {
  test,
  expect,
  openPage,
  LIFT_WAIT,
  overlayGoneAt,
  overlayShownAt,
  OVERLAY_SHOWN_BEFORE_MS,
  recordOverlayEnd,
} from './fixtures';
import { content, navLink as nav, startsWith } from './support/content';
import { TIMING } from './support/tags';

test('leaving a card mid-"avoided" leaks nothing into the next page or back', async ({ page }) => {
  await openPage(page, '/');
  const card = page
    .getByRole('region', { name: content.home.matchmakers.heading })
    .getByRole('listitem')
    .first();
  const first = await card.getByRole('heading', { level: 3 }).textContent();
  await card.getByRole('button', { name: startsWith(content.home.matchmakers.avoid) }).click();
  await expect(card.getByRole('button', { name: content.home.matchmakers.avoided })).toBeVisible();
  await nav(page, content.site.nav.network).click();
  await expect(page).toHaveURL(/\/network$/);
  await page.waitForTimeout(2_500);
  await expect(page.getByText(content.home.matchmakers.feedback)).toHaveCount(0);
  await nav(page, content.site.nav.home).click();
  await expect(card.getByRole('heading', { level: 3 })).toHaveText(first ?? '');
  await expect(card.getByRole('button', { name: content.home.matchmakers.avoided })).toHaveCount(0);
});

test('leaving during the overlay carries no timer to the next page', TIMING, async ({ page }) => {
  // Every page's overlay is read in its own frames, from its own navigation start: a look at the
  // page itself would race the 2 s on a busy machine.
  await recordOverlayEnd(page);
  await page.goto('/', { waitUntil: 'commit' });
  await expect.poll(() => overlayShownAt(page), LIFT_WAIT).toBeDefined();
  await page.waitForTimeout(500);
  await page.goto('/jobs', { waitUntil: 'commit' });
  await expect.poll(() => overlayShownAt(page), LIFT_WAIT).toBeDefined();
  // The next page's overlay lifts at its own 2 s: not earlier, nor later.
  await expect.poll(() => overlayGoneAt(page), LIFT_WAIT).toBeGreaterThanOrEqual(1_900);
  expect((await overlayShownAt(page)) ?? 0).toBeLessThan(OVERLAY_SHOWN_BEFORE_MS);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a nav click during the overlay lands once it is gone, with no overlay on arrival', async ({
  page,
}) => {
  await recordOverlayEnd(page);
  await page.goto('/contract', { waitUntil: 'commit' });
  await expect.poll(() => overlayShownAt(page), LIFT_WAIT).toBeDefined();
  // The click waits for the overlay to stop covering the link (a wait: the lift's time is the
  // overlay tests' to check, on the page's own clock).
  await nav(page, content.site.nav.jobs).click(LIFT_WAIT);
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
});
