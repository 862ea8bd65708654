import { siteConfig } from '../../lib/brand';
import { test, expect, openPage } from '../fixtures';
import { readTokenEnv } from './token';

/**
 * The wallet links are for touch screens (a coarse pointer), where the wallet apps are: here in
 * Blink, whose touch emulation gives the page a coarse pointer (Gecko and WebKit, driven over
 * WebDriver here, have none; token-walk.rebrand.ts checks the same links' addresses in them).
 */
const ticker = readTokenEnv().NEXT_PUBLIC_TICKER!;

test.use({ hasTouch: true, isMobile: true, viewport: { width: 360, height: 740 } });

test('on a touch phone, each wallet opens the token page in its own browser', async ({ page }) => {
  await openPage(page, 'contract');
  const links = page.getByRole('link', { name: /^Open in / });
  if (!siteConfig().launched) {
    // Before launch there is no token page to open.
    await expect(page.getByText(/^Already have a wallet app\?/)).toHaveCount(0);
    await expect(links).toHaveCount(0);
    return;
  }
  await expect(
    page.getByText(
      `Already have a wallet app? Open the ${ticker} page inside it, where buying works:`,
    ),
  ).toBeVisible();
  await expect(page.getByText(/^On a computer\? Wallet apps live on phones/)).toBeHidden();
  const names = siteConfig()
    .chain.wallets.filter(({ browse }) => browse)
    .map(({ name }) => name);
  await expect(links).toHaveText(names.map((name) => `Open in ${name}`));
  // A tap follows the link: the wallet's universal link, as the page wrote it, is what is asked for.
  // No machine here reaches the wallets' hosts: each answers with a stand-in page.
  const asked: string[] = [];
  for (const link of await links.all()) {
    const origin = new URL((await link.getAttribute('href'))!).origin;
    await page.route(`${origin}/**`, (route) => {
      if (route.request().isNavigationRequest()) asked.push(route.request().url());
      return route.fulfill({ contentType: 'text/html', body: '<title>wallet</title>' });
    });
  }
  for (const name of names) {
    const link = page.getByRole('link', { name: `Open in ${name}` });
    await expect(link).toBeVisible();
    const href = (await link.getAttribute('href'))!;
    asked.length = 0;
    await link.tap();
    await page.waitForURL(new URL(href).href);
    expect(asked, name).toEqual([new URL(href).href]);
    await openPage(page, 'contract');
  }
});
