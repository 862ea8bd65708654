/**
 * Issue 74 in Blink: the latest trades on /contract and /notifications, and "Is this the token's
 * own site?", with DEX Screener and GeckoTerminal faked on this machine by `page.route`. No request
 * leaves the machine. Chain-aware: the default build (Solana) runs every test here;
 * playwright.rebrand.config.ts runs the test tagged EVERY_CHAIN on the Base fork as well.
 */
import type { Page } from '@playwright/test';
import type { ChainId } from '../lib/chain';
import { siteConfig } from '../lib/brand';
import { DEXSCREENER_API, GECKOTERMINAL_API } from '../lib/market/query';
import { RECORDED_TRADES } from '../__tests__/fixtures/recorded';
import { DEXSCREENER, TOKENS } from '../__tests__/lib/market/fixtures';
import { test, expect, openPage } from './fixtures';
import { content, fill } from './support/content';
import { EVERY_CHAIN } from './support/tags';

type Row = { kind: 'buy' | 'sell'; amount: string; usd: string; trader: string; short: string };

/**
 * A chain's fake and what its page must show: the recorded trades (their token replaced by the
 * build's), the market fixture's pairs, the pool the page must ask for (the token's deepest pair
 * there), the chain's names in each API's paths, its explorer's account pages, and the rows as
 * recorded, in the content's English.
 */
type Recording = {
  trades: { body: unknown; token: string };
  pool: string;
  dexscreener: string;
  geckoterminal: string;
  explorer: string;
  rows: Row[];
};

const RECORDINGS: Partial<Record<ChainId, Recording>> = {
  solana: {
    trades: RECORDED_TRADES.gary,
    pool: '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU',
    dexscreener: 'solana',
    geckoterminal: 'solana',
    explorer: 'https://solscan.io/account/',
    rows: [
      {
        kind: 'buy',
        amount: '570.242',
        usd: '$0.4007',
        trader: 'AyHpWYkG4znPnXjtrDyR7qJ8ZeYL8S9Ef9StkePxKRKN',
        short: 'AyHp…KRKN',
      },
      {
        kind: 'sell',
        amount: '1,256',
        usd: '$0.8718',
        trader: 'Pkq9N6Ex63D4vq8EPHuUSiJaXSqNAH36pY5jNGKKvXr',
        short: 'Pkq9…KvXr',
      },
      {
        kind: 'buy',
        amount: '705.801',
        usd: '$0.4956',
        trader: 'GXyvBfVsVTabsxYQs1526CA2WeWRfrLUzya3s2yuAnik',
        short: 'GXyv…Anik',
      },
    ],
  },
  // GeckoTerminal's own example of the endpoint (the README says why: no third party's EVM answer
  // was found): one buy, on Ethereum, of the token the Base fork's address is put in for.
  base: {
    trades: RECORDED_TRADES.ethereum,
    pool: '0x3d5D143381916280ff91407FeBEB52f2b60f33Cf',
    dexscreener: 'base',
    geckoterminal: 'base',
    explorer: 'https://basescan.org/address/',
    rows: [
      {
        kind: 'buy',
        amount: '5,535',
        usd: '$5,548.16',
        trader: '0x42c037c594eefeca741e9dd66af91e7ffd930872',
        short: '0x42…0872',
      },
    ],
  },
};

const chain = siteConfig().chain.id;
const address = siteConfig().contractAddress!;
const recording = RECORDINGS[chain];
if (!recording) throw new Error(`e2e/latest-trades.spec.ts has no recorded trades for ${chain}`);
const withAddress = (body: unknown, token: string) =>
  JSON.parse(JSON.stringify(body).replaceAll(token, address)) as unknown;
const trades = withAddress(recording.trades.body, recording.trades.token);
const pairs = withAddress(DEXSCREENER[chain], TOKENS[chain]) as Record<string, unknown>[];
const pairsUrl = `${DEXSCREENER_API}/tokens/v1/${recording.dexscreener}/${address}`;
const network = `${GECKOTERMINAL_API}/api/v2/networks/${recording.geckoterminal}`;
const tradesUrl = `${network}/pools/${recording.pool}/trades`;
const infoUrl = `${network}/tokens/${address}/info`;

type Fake = { websites: { dexscreener: string[]; geckoterminal: string[] }; asked: string[] };

/**
 * Answers both APIs' origins as they answer the chain's token: its pairs, its pool's trades, its
 * listed websites. A path for another chain, token or pool gets no answer the page could use.
 */
async function fakeMarkets(page: Page): Promise<Fake> {
  const fake: Fake = { websites: { dexscreener: [], geckoterminal: [] }, asked: [] };
  const json = (body: unknown) => ({
    status: 200,
    headers: { 'access-control-allow-origin': '*' },
    contentType: 'application/json',
    body: JSON.stringify(body),
  });
  const notFound = { status: 404, headers: { 'access-control-allow-origin': '*' } };
  await page.route(`${DEXSCREENER_API}/**`, (route) => {
    const url = route.request().url();
    fake.asked.push(url);
    if (url !== pairsUrl) return route.fulfill(notFound);
    const listed = pairs.map((pair) => ({
      ...pair,
      info: { websites: fake.websites.dexscreener.map((url) => ({ label: 'Website', url })) },
    }));
    return route.fulfill(json(listed));
  });
  await page.route(`${GECKOTERMINAL_API}/**`, (route) => {
    const url = route.request().url();
    fake.asked.push(url);
    if (url === tradesUrl) return route.fulfill(json(trades));
    if (url === infoUrl)
      return route.fulfill(
        json({ data: { attributes: { websites: fake.websites.geckoterminal } } }),
      );
    return route.fulfill(notFound);
  });
  return fake;
}

test(
  'shows the pool’s latest trades as recorded, on a tap, beside the live price',
  EVERY_CHAIN,
  async ({ page }) => {
    const fake = await fakeMarkets(page);
    const text = content.contract.trades;
    await openPage(page, 'contract');
    expect(fake.asked).toEqual([]);
    const section = page.getByRole('region', { name: text.heading });
    await section.getByRole('button', { name: text.button }).click();
    const items = section.getByRole('status').getByRole('listitem');
    await expect(items).toHaveCount(recording.rows.length);
    for (const [index, row] of recording.rows.entries()) {
      const item = items.nth(index);
      await expect(item).toContainText(row.kind === 'buy' ? text.buy : text.sell);
      await expect(item).toContainText(row.amount);
      await expect(item).toContainText(row.usd);
      const trader = item.getByRole('link', { name: new RegExp(row.trader) });
      await expect(trader).toHaveText(row.short);
      await expect(trader).toHaveAttribute('href', `${recording.explorer}${row.trader}`);
    }
    await expect(section.getByRole('button', { name: text.refresh })).toBeVisible();
    expect(fake.asked).toEqual([pairsUrl, tradesUrl]);
  },
);

test('shows them on /notifications in the site’s voice', async ({ page }) => {
  await fakeMarkets(page);
  const text = content.notifications.trades;
  await openPage(page, 'notifications');
  const section = page.getByRole('region', { name: text.heading });
  await section.getByRole('button', { name: text.button }).click();
  const items = section.getByRole('status').getByRole('listitem');
  await expect(items).toHaveCount(recording.rows.length);
  const unfollow = text.sold.split('{usd}')[1]!.split('{time}')[0]!.trim();
  const sell = recording.rows.findIndex((row) => row.kind === 'sell');
  await expect(items.nth(sell)).toContainText(unfollow);
});

test('reads the site check for a site listed, another host, and none', async ({ page }) => {
  const fake = await fakeMarkets(page);
  const text = content.contract.siteCheck;
  await openPage(page, 'contract');
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
