import { siteConfig } from '../../lib/brand';
import { content } from '../support/content';
import { test, expect } from './fixtures';
import { byRole } from './engines/driver';

/**
 * The pre-launch build's launch time in a visitor's own zone, in Gecko (Firefox takes its zone
 * from TZ: playwright.rebrand.config.ts sets Asia/Tokyo), where the announced 2026-12-01T18:00Z
 * is 3 AM the next day; Blink's is e2e/rebrand/launch.rebrand.ts. The page's clock starts a day
 * before the launch, whatever the machine's says.
 */
test('names the launch in the visitor’s zone and counts down to it', async ({ session }) => {
  await session.driver.clockFrom(Date.parse(siteConfig().launchAt!) - 86_400_000);
  await session.open('contract');
  const time = () =>
    session.run(
      (iso: string) =>
        document.querySelector(`time[datetime="${iso}"]`)?.textContent?.replace(/\s/g, ' '),
      siteConfig().launchAt,
    );
  await expect.poll(time).toBe('Wed, Dec 2, 3:00 AM GMT+9');
  const timer = byRole('timer', content.site.launch.countdownLabel);
  const first = await session.text(timer);
  expect(first).toMatch(/^[01]days?\d+hours?\d+minutes?\d+seconds?$/);
  // It ticks: a second later it reads otherwise.
  await expect.poll(() => session.text(timer)).not.toBe(first);
});
