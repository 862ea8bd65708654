import { siteContent, siteLanguages, localPath } from '../../lib/content';
import { test, expect } from './fixtures';
import { byCss, byRole, PHONE } from './engines/driver';
import { content } from '../support/content';
import { scaled } from '../support/machine';

// Choosing a language, in every engine: LewdIn has Japanese, the second token Arabic. The offer's
// first showing (to a browser that prefers the language) is e2e/languages.spec.ts's, in Blink,
// where the test sets the browser's languages; here the choice a visitor made before brings it.

const [base, translation] = siteLanguages();
const switcher = byRole('navigation', content.site.languages.label);
const mainNav = byRole('navigation', content.site.mainNavLabel);
const offer = byCss('#language-offer');
const WAIT = { timeout: scaled(15_000) };
const overlay = byCss('[data-testid="loading-overlay"]');

test('the switcher goes to the same page in the other language, and <html lang dir> follows', async ({
  session,
}) => {
  await session.open('/', PHONE);
  // A build with no translation has no switcher, and the rest is not for it.
  if (!translation) return expect(await session.count(switcher)).toBe(0);
  // The shell goes to /jobs without a reload: the switcher, written on home, follows.
  await session.click(byRole('link', content.site.nav.jobs, { within: mainNav }));
  await expect.poll(() => session.count(byRole('heading', content.jobs.heading)), WAIT).toBe(1);
  expect(await session.path()).toBe('/jobs');
  await session.click(byRole('link', translation.name, { within: switcher }));
  await expect.poll(() => session.path(), WAIT).toBe(localPath('/jobs', translation));
  // The address changes when the new document commits, before it has parsed its <html>.
  await expect
    .poll(
      () => session.run(() => [document.documentElement?.lang, document.documentElement?.dir]),
      WAIT,
    )
    .toEqual([translation.tag, translation.dir]);
  // A full load: the overlay covers the new page until it hydrates.
  await expect.poll(() => session.count(overlay), WAIT).toBe(0);
  const back = siteContent(translation.tag).site.languages.label;
  await session.click(byRole('link', base!.name, { within: byRole('navigation', back) }));
  await expect.poll(() => session.path(), WAIT).toBe('/jobs');
  await expect.poll(() => session.run(() => document.documentElement?.lang), WAIT).toBe(base!.tag);
});

test('a remembered choice brings the offer on the base pages, never a redirect, and it dismisses for good', async ({
  session,
}) => {
  await session.open('/network', PHONE);
  expect(await session.visible(offer)).toBe(false);
  if (!translation) return expect(await session.count(offer)).toBe(0);
  // As a click on the switcher's link remembers it.
  await session.run((tag: string) => localStorage.setItem('language', tag), translation.tag);
  await session.open('/network', PHONE);
  expect(await session.path()).toBe('/network');
  const words = siteContent(translation.tag).site.languages;
  const link = byRole('link', words.offer);
  await expect.poll(() => session.visible(link), WAIT).toBe(true);
  expect(await session.attribute(link, 'href')).toBe(localPath('/network', translation));
  await session.click(byRole('button', words.dismiss));
  await expect.poll(() => session.visible(offer), WAIT).toBe(false);
  await session.open('/network', PHONE);
  expect(await session.visible(offer)).toBe(false);
});
