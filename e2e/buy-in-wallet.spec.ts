import type { BrowserContext, Page } from '@playwright/test';
import { siteConfig } from '../lib/brand';
import { swapLinks } from '../lib/swap-links';
import { test, expect, openPage } from './fixtures';
import { content } from './support/content';
import { launchHash, telegramApp } from './support/telegram';

/**
 * The swap links first in /contract's how-to-buy, on a phone, in a real browser: on the default
 * build (Solana) and, through playwright.rebrand.config.ts, on the Base fork (and the pre-launch
 * build, which has no row).
 * The links go to the wallets' and swap pages' hosts, which no machine here reaches: each tap's
 * navigation is caught and answered with a stand-in page, so the test reads the URL the page asked
 * for and sees that nothing else was asked.
 */
const text = content.contract.buyInWallet;
const links = swapLinks({
  chain: siteConfig().chain.id,
  address: siteConfig().contractAddress,
  tokenUrl: siteConfig().tokenUrl,
  venue: siteConfig().tokenVenue,
});
const TELEGRAM_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP2A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.0.0 Mobile Safari/537.36';

test.use({ hasTouch: true, isMobile: true, viewport: { width: 360, height: 740 } });

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const row = (page: Page) => page.getByRole('region', { name: text.heading });

/** Every request the context makes to another origin than the site's. */
function outsideRequests(context: BrowserContext, site: string): string[] {
  const asked: string[] = [];
  context.on('request', (request) => {
    if (new URL(request.url()).origin !== site) asked.push(request.url());
  });
  return asked;
}

/** Each link's host answers with a stand-in page: nothing leaves the machine. */
async function standIns(context: BrowserContext) {
  for (const origin of new Set(links.map(({ href }) => new URL(href).origin))) {
    await context.route(`${origin}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>stand-in</title>' }),
    );
  }
}

test('loads nothing from elsewhere, and has the row only once launched', async ({
  page,
  context,
  baseURL,
}) => {
  const asked = outsideRequests(context, new URL(baseURL!).origin);
  await openPage(page, 'contract');
  if (!siteConfig().launched) {
    await expect(row(page)).toHaveCount(0);
  } else {
    await expect(row(page)).toBeVisible();
    await expect(row(page).getByRole('link')).toHaveCount(links.length);
  }
  expect(asked).toEqual([]);
});

// A token not launched yet has no row, so none of these.
if (siteConfig().launched) {
  test.describe('once launched', () => {
    test("each tap asks for that link's swap screen, the token chosen, and nothing else", async ({
      page,
      context,
      baseURL,
    }) => {
      await standIns(context);
      const site = new URL(baseURL!).origin;
      const address = siteConfig().contractAddress!;
      for (const { name, href, kind } of links) {
        await openPage(page, 'contract');
        const asked = outsideRequests(context, site);
        const link = row(page).getByRole('link', { name: new RegExp(`^${escape(name)}( |$)`) });
        await expect(link).toHaveAttribute('href', href);
        expect(decodeURIComponent(href), name).toContain(address);
        if (kind === 'wallet') {
          await link.tap();
          await page.waitForURL(href);
        } else {
          // The web's pages open in a new tab; the site stays.
          const [opened] = await Promise.all([context.waitForEvent('page'), link.tap()]);
          await opened.waitForURL(href);
          await opened.close();
          expect(new URL(page.url()).origin).toBe(site);
        }
        expect(asked, name).toEqual([href]);
      }
    });

    test("in Telegram's browser, the way out comes first, then Copy, then the wallets", async ({
      browser,
    }) => {
      const context = await browser.newContext({
        userAgent: TELEGRAM_ANDROID,
        hasTouch: true,
        isMobile: true,
        viewport: { width: 360, height: 740 },
        baseURL: test.info().project.use.baseURL,
      });
      // Telegram's browsers add this global to every page they open (inapp-spy's sign of them).
      await context.addInitScript(() => Object.assign(window, { TelegramWebviewProxy: {} }));
      const page = await context.newPage();
      await openPage(page, 'contract');
      const note = row(page).getByText(text.inApp);
      const way = row(page).getByRole('link', { name: text.openInBrowser });
      const copy = row(page).getByRole('button', { name: content.contract.copy });
      const firstWallet = row(page).getByRole('link', { name: links[0]!.name, exact: true });
      await expect(note).toBeVisible();
      const { host, pathname } = new URL(page.url());
      await expect(way).toHaveAttribute(
        'href',
        `intent://${host}${pathname}#Intent;scheme=https;end`,
      );
      const tops = await Promise.all(
        [note, way, copy, firstWallet].map(async (locator) => (await locator.boundingBox())!.y),
      );
      expect(tops).toStrictEqual([...tops].sort((a, b) => a - b));
      expect(tops[1]).toBeLessThan(tops[3]!);
      await context.close();
    });

    test('in a Telegram Mini App, a wallet link opens through Telegram and the page stays', async ({
      page,
    }) => {
      const telegram = await telegramApp(page);
      await openPage(page, `contract${launchHash()}`);
      await expect.poll(() => telegram.of('web_app_ready')).toHaveLength(1);
      await expect(row(page).getByText(text.inApp)).toHaveCount(0);
      const wallet = links[0]!;
      await row(page).getByRole('link', { name: wallet.name, exact: true }).tap();
      await expect.poll(() => telegram.of('web_app_open_link')).toEqual([{ url: wallet.href }]);
      await expect(page).toHaveURL(/contract/);
    });
  });
}
