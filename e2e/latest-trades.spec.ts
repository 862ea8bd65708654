/**
 * Issue 74 in Blink: the latest trades on /contract and /notifications, and "Is this the token's
 * own site?", with DEX Screener and GeckoTerminal faked on this machine by `page.route` (the
 * recorded Gary trades, the token's address put in for Gary's). No request leaves the machine.
 */
import type { Page } from '@playwright/test';
import { siteConfig } from '../lib/brand';
import { DEXSCREENER_API, GECKOTERMINAL_API } from '../lib/market/query';
import { RECORDED_TRADES } from '../__tests__/fixtures/recorded';
import { DEXSCREENER } from '../__tests__/lib/market/fixtures';
import { test, expect, openPage } from './fixtures';
import { content, fill } from './support/content';

const address = siteConfig().contractAddress!;
const trades = JSON.parse(
  JSON.stringify(RECORDED_TRADES.gary.body).replaceAll(RECORDED_TRADES.gary.token, address),
) as unknown;

type Fake = { websites: { dexscreener: string[]; geckoterminal: string[] }; asked: string[] };

/** Answers both APIs' origins: the pair, the pool's trades, the token's listed websites. */
async function fakeMarkets(page: Page): Promise<Fake> {
  const fake: Fake = { websites: { dexscreener: [], geckoterminal: [] }, asked: [] };
  const json = (body: unknown) => ({
    status: 200,
    headers: { 'access-control-allow-origin': '*' },
    contentType: 'application/json',
    body: JSON.stringify(body),
  });
  await page.route(`${DEXSCREENER_API}/**`, (route) => {
    fake.asked.push(route.request().url());
    const pairs = (DEXSCREENER.solana as Record<string, unknown>[]).map((pair) => ({
      ...pair,
      info: { websites: fake.websites.dexscreener.map((url) => ({ label: 'Website', url })) },
    }));
    return route.fulfill(json(pairs));
  });
  await page.route(`${GECKOTERMINAL_API}/**`, (route) => {
    const url = route.request().url();
    fake.asked.push(url);
    if (url.endsWith('/trades')) return route.fulfill(json(trades));
    if (url.endsWith('/info'))
      return route.fulfill(
        json({ data: { attributes: { websites: fake.websites.geckoterminal } } }),
      );
    return route.fulfill({ status: 500, headers: { 'access-control-allow-origin': '*' } });
  });
  return fake;
}

test('shows the pool’s latest trades as recorded, on a tap, beside the live price', async ({
  page,
}) => {
  const fake = await fakeMarkets(page);
  const text = content.contract.trades;
  await openPage(page, '/contract');
  expect(fake.asked).toEqual([]);
  const section = page.getByRole('region', { name: text.heading });
  await section.getByRole('button', { name: text.button }).click();
  const items = section.getByRole('status').getByRole('listitem');
  await expect(items).toHaveCount(3);
  await expect(items.nth(0)).toContainText(text.buy);
  await expect(items.nth(0)).toContainText('570.242');
  await expect(items.nth(1)).toContainText(text.sell);
  await expect(
    items
      .nth(0)
      .getByRole('link', { name: new RegExp('AyHpWYkG4znPnXjtrDyR7qJ8ZeYL8S9Ef9StkePxKRKN') }),
  ).toHaveAttribute(
    'href',
    'https://solscan.io/account/AyHpWYkG4znPnXjtrDyR7qJ8ZeYL8S9Ef9StkePxKRKN',
  );
  await expect(section.getByRole('button', { name: text.refresh })).toBeVisible();
  expect(fake.asked.at(-1)).toMatch(/\/pools\/[^/]+\/trades$/);
});

test('shows them on /notifications in the site’s voice', async ({ page }) => {
  await fakeMarkets(page);
  const text = content.notifications.trades;
  await openPage(page, '/notifications');
  const section = page.getByRole('region', { name: text.heading });
  await section.getByRole('button', { name: text.button }).click();
  const items = section.getByRole('status').getByRole('listitem');
  await expect(items).toHaveCount(3);
  const unfollow = text.sold.split('{usd}')[1]!.split('{time}')[0]!.trim();
  await expect(items.nth(1)).toContainText(unfollow);
});

test('reads the site check for a site listed, another host, and none', async ({ page }) => {
  const fake = await fakeMarkets(page);
  const text = content.contract.siteCheck;
  await openPage(page, '/contract');
  const here = new URL(page.url()).origin;
  const status = page.getByRole('status').filter({ hasText: fill(text.here, { page: here }) });

  fake.websites = { dexscreener: [`${here}/`], geckoterminal: [here] };
  await page.getByRole('button', { name: text.button }).click();
  await expect(status).toContainText(text.both);

  fake.websites = { dexscreener: ['https://lewdln.xyz'], geckoterminal: [] };
  await page.getByRole('button', { name: text.button }).click();
  await expect(status).toContainText(
    fill(text.listsOther, { source: 'DEX Screener', hosts: 'lewdln.xyz' }),
  );
  await expect(status).toContainText(text.neither);
  await expect(status).toContainText(text.addSite);

  fake.websites = { dexscreener: [], geckoterminal: [] };
  await page.getByRole('button', { name: text.button }).click();
  await expect(status).toContainText(fill(text.listsNone, { source: 'GeckoTerminal' }));
});
