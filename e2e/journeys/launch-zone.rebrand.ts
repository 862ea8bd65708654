import { siteConfig } from '../../lib/brand';
import { content } from '../support/content';
import { test, expect } from './fixtures';
import { byRole } from './engines/driver';

/**
 * The pre-launch build's launch time in a visitor's own zone, in Gecko (Firefox takes its zone
 * from TZ: playwright.rebrand.config.ts sets Asia/Tokyo), where the announced 2036-12-01T18:00Z
 * is 3 AM the next day; Blink's is e2e/rebrand/launch.rebrand.ts. No page clock here: the launch
 * is years away, and the countdown runs on the browser's own.
 */
test('names the launch in the visitor’s zone and counts down to it', async ({ session }) => {
  await session.open('contract');
  const time = () =>
    session.run(
      (iso: string) =>
        document.querySelector(`time[datetime="${iso}"]`)?.textContent?.replace(/\s/g, ' '),
      siteConfig.launchAt,
    );
  await expect.poll(time).toBe('Tue, Dec 2, 2036, 3:00 AM GMT+9');
  const timer = byRole('timer', content.site.launch.countdownLabel);
  const first = await session.text(timer);
  expect(first).toMatch(/^[\d,]+days\d+hours?\d+minutes?\d+seconds?$/);
  // It ticks: a second later it reads otherwise.
  await expect.poll(() => session.text(timer)).not.toBe(first);
});
