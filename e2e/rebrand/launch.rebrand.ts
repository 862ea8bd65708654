import type { Page } from '@playwright/test';
import { siteConfig } from '../../lib/brand';
import { content } from '../support/content';
import { test, expect, openPage } from '../fixtures';
import { violations } from '../support/axe';

const config = siteConfig();

/**
 * The pre-launch build's countdown (e2e/fixtures/rebrand/prelaunch.env announces 2026-12-02T03:00
 * in Tokyo, 18:00 UTC the day before), in Blink on the page's clock: it counts, it gives way to
 * "launching now" at the instant without a reload, it names the visitor's own zone, and the HTML
 * says the time in UTC before any script runs. Its calendar file is served as a calendar.
 * Gecko's zone: e2e/journeys/launch-zone.rebrand.ts.
 */
const at = Date.parse('2026-12-01T18:00:00Z');
const text = content.site.launch;
const newTab = ` ${content.site.newTab}`;
const timer = (page: Page) => page.getByRole('timer', { name: text.countdownLabel }).first();

test('the build counts down to the launch it announced', () => {
  expect(config.launched).toBe(false);
  expect(config.launchAt).toBe('2026-12-01T18:00:00Z');
});

test('counts down on the page’s clock, then says where the address comes from, without a reload', async ({
  page,
}) => {
  // Running from two minutes before while the page loads, then held 63 s before the launch.
  await page.clock.install({ time: at - 120_000 });
  await openPage(page, 'contract');
  await page.evaluate(() => ((window as unknown as { loaded: number }).loaded = 1));
  await page.clock.pauseAt(at - 63_000);
  await expect(timer(page)).toHaveText('0days0hours1minute3seconds');
  await page.clock.runFor(1_000);
  await expect(timer(page)).toHaveText('0days0hours1minute2seconds');
  await page.clock.runFor(61_999);
  await expect(timer(page)).toHaveText('0days0hours0minutes1second');
  await expect(timer(page)).toHaveAttribute('aria-live', 'off');
  const status = page.getByRole('status').filter({ hasText: text.nowHeading });
  await expect(status).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(status).toBeVisible();
  await expect(page.getByRole('timer')).toHaveCount(0);
  await expect(page.getByRole('link', { name: text.calendarFile })).toHaveCount(0);
  await expect(status).toContainText(text.nowScam);
  await expect(status.getByRole('link', { name: `${text.sourceFollow}${newTab}` })).toHaveAttribute(
    'href',
    config.socialUrl,
  );
  await expect(
    status.getByRole('link', { name: `${text.sourceTelegram}${newTab}` }),
  ).toHaveAttribute('href', config.telegramUrl!);
  // The same document: no reload, no address, nothing to copy.
  expect(await page.evaluate(() => (window as unknown as { loaded?: number }).loaded)).toBe(1);
  await expect(page.getByRole('button', { name: content.contract.copy })).toHaveCount(0);
});

test('a visitor who comes after the time reads "launching now" on home’s strip at once', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.clock.install({ time: at + 3_600_000 });
  await openPage(page, './');
  const strip = page.getByRole('region', { name: `${config.ticker} contract` });
  await expect(strip.getByRole('status')).toContainText(text.nowHeading);
  await expect(strip.getByRole('timer')).toHaveCount(0);
});

for (const width of [360, 1280]) {
  test(`home draws one countdown at ${width} px, on its strip, and it counts`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.clock.install({ time: at - 120_000 });
    await openPage(page, './');
    const strip = page.getByRole('region', { name: `${config.ticker} contract` });
    await expect(strip.getByRole('timer')).toBeVisible();
    // One in the page, hidden or not: no second copy ticking out of sight.
    expect(await page.locator('[role="timer"]').count()).toBe(1);
    await page.clock.pauseAt(at - 63_000);
    await expect(timer(page)).toHaveText('0days0hours1minute3seconds');
  });
}

test.describe('in New York', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('names the launch in the visitor’s zone on /contract and on home’s strip', async ({
    page,
  }) => {
    await page.clock.install({ time: Date.parse('2026-11-26T12:00:00Z') });
    await openPage(page, 'contract');
    const time = page.locator(`time[datetime="${config.launchAt}"]`);
    await expect(time).toHaveText(/^Tue, Dec 1, 1:00\sPM EST$/);
    await expect(page.getByText(/^Launch: Tue, Dec 1, 1:00/)).toBeVisible();
    await page.setViewportSize({ width: 360, height: 740 });
    await openPage(page, './');
    const strip = page.getByRole('region', { name: `${config.ticker} contract` });
    await expect(strip.locator('time')).toHaveText(/^Tue, Dec 1, 1:00\sPM EST$/);
    await expect(strip.getByRole('timer')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page holds the launch in UTC', async ({ page }) => {
    await page.goto('contract');
    await expect(page.locator(`time[datetime="${config.launchAt}"]`)).toHaveText(
      'Dec 1, 2026, 6:00 PM UTC',
    );
  });
});

test('offers the calendar file, served as a calendar, and Google Calendar in a new tab', async ({
  page,
}) => {
  await page.clock.install({ time: at - 86_400_000 });
  await openPage(page, 'contract');
  const file = page.getByRole('link', { name: text.calendarFile });
  await expect(file).toHaveAttribute('href', `${config.basePath}/calendar/launch.ics`);
  const response = await page.request.get('calendar/launch.ics');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const ics = (await response.body()).toString('utf8');
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\nPRODID:/);
  expect(ics).toContain('\r\nDTSTART:20261201T180000Z\r\nDTEND:20261201T183000Z\r\n');
  expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
  for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  const google = page.getByRole('link', { name: `${text.googleCalendar}${newTab}` });
  await expect(google).toHaveAttribute('target', '_blank');
  const url = new URL((await google.getAttribute('href'))!);
  expect(url.searchParams.get('dates')).toBe('20261201T180000Z/20261201T183000Z');
});

test('the countdown and "launching now" pass an accessibility scan, on a phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.clock.install({ time: at - 120_000 });
  for (const path of ['./', 'contract']) {
    await openPage(page, path);
    await expect(timer(page)).toBeVisible();
    for (const state of ['counting down', 'launching now']) {
      expect(await violations(page, `${path}, ${state}`)).toEqual([]);
      if (state === 'counting down') {
        await page.clock.fastForward(120_000);
        await expect(page.getByRole('status').filter({ hasText: text.nowHeading })).toBeVisible();
      }
    }
    await page.clock.setSystemTime(at - 120_000);
  }
});
