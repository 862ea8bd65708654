import type { Page, Request } from '@playwright/test';
import { canonicalUrl, siteConfig } from '../lib/brand';
import { raidPosts } from '../lib/raid/links';
import { test, expect, openPage } from './fixtures';
import { content } from './support/content';
import { TEAM } from './support/tags';
import { launchHash, telegramApp } from './support/telegram';

const config = siteConfig();

const words = content.home.raid;
const rows = content.contract.trade;
const { trade } = config;

/** Every request the page makes to another origin than the site's. */
function outside(page: Page) {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (!['127.0.0.1', 'localhost'].includes(url.hostname)) seen.push(request.url());
  });
  return seen;
}

const headings = (page: Page) =>
  page
    .getByRole('region', { name: content.contract.howToBuy.heading })
    .getByRole('heading', { level: 3 })
    .allTextContents();

/** Whether the bots' row comes before the wallets' row. */
async function botsFirst(page: Page) {
  const order = await headings(page);
  const bots = order.indexOf(rows.bots);
  return bots >= 0 && bots < order.indexOf(content.contract.buyInWallet.heading);
}

test(
  'the raid kit: its posts load on the press, each with its exact links; nothing from outside loads',
  TEAM,
  async ({ page }) => {
    const away = outside(page);
    if (!content.raid?.posts.length) {
      // A content file with no raid posts has no kit.
      await openPage(page, '/');
      await expect(page.getByRole('button', { name: words.open })).toHaveCount(0);
      expect(away).toEqual([]);
      return;
    }
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await openPage(page, '/');
    expect(asked.filter((path) => path.includes('/raid/'))).toEqual([]);

    await page.getByRole('button', { name: words.open }).click();
    const dialog = page.getByRole('dialog', { name: words.dialogTitle });
    const posts = dialog.getByRole('listitem').filter({ has: page.getByRole('list') });
    await expect(posts).toHaveCount(content.raid!.posts.length);
    expect(asked.filter((path) => path.includes('/raid/'))).toHaveLength(1);

    const expected = raidPosts(content.raid!.posts, canonicalUrl('/'), config.raidReply);
    const labels = {
      x: words.x,
      telegram: words.telegram,
      farcaster: words.farcaster,
      reply: words.reply,
    };
    for (const [index, post] of expected.entries()) {
      const links = posts.nth(index).getByRole('link');
      await expect(links).toHaveCount(post.links.length);
      for (const [at, { network, href }] of post.links.entries()) {
        await expect(links.nth(at)).toHaveAttribute('href', href);
        await expect(links.nth(at)).toContainText(labels[network]);
      }
    }
    const [first] = expected;
    expect(first!.links[0]!.href).toMatch(/^https:\/\/x\.com\/intent\/tweet\?text=/);
    expect(first!.links[1]!.href).toMatch(
      /^https:\/\/t\.me\/share\/url\?url=https%3A%2F%2F.+&text=/,
    );
    expect(first!.links[2]!.href).toMatch(
      /^https:\/\/farcaster\.xyz\/~\/compose\?text=.+&embeds\[\]=https%3A%2F%2F/,
    );
    if (config.raidReply)
      expect(first!.links[3]!.href).toContain(`intent/tweet?in_reply_to=${config.raidReply}&text=`);
    expect(away).toEqual([]);
  },
);

test(
  '/contract: the bots and terminals, plain links with the address, the bots first inside Telegram',
  TEAM,
  async ({ page, context }) => {
    const away = outside(page);
    await openPage(page, '/contract');
    const order = await headings(page);
    // A row for each list the content fills, after the wallets, bots before terminals; none for an
    // empty list (LewdIn's lists are empty; the second token's, which .ci/run builds, are not).
    for (const [title, links] of [
      [rows.bots, trade.bots],
      [rows.terminals, trade.terminals],
    ] as const) {
      expect(order.includes(title), title).toBe(links.length > 0);
      const row = page.getByRole('region', { name: title }).getByRole('link');
      await expect(row).toHaveCount(links.length);
      for (const [index, { name, href }] of links.entries()) {
        await expect(row.nth(index)).toHaveAttribute('href', href);
        await expect(row.nth(index)).toContainText(name);
        expect(href).toContain(config.contractAddress!);
      }
    }
    if (trade.bots.length) {
      expect(order.indexOf(rows.bots)).toBeGreaterThan(
        order.indexOf(content.contract.buyInWallet.heading),
      );
    }
    if (trade.bots.length && trade.terminals.length) {
      expect(order.indexOf(rows.terminals)).toBeGreaterThan(order.indexOf(rows.bots));
    }
    expect(away).toEqual([]);
    if (!trade.bots.length) return;

    // Telegram's in-app browser: its globals, no Mini App.
    const inApp = await context.newPage();
    await inApp.addInitScript(() => Object.assign(window, { TelegramWebviewProxyProto: {} }));
    await openPage(inApp, '/contract');
    await expect.poll(() => botsFirst(inApp)).toBe(true);

    // The Mini App: the bots first, and a bot opens through Telegram (openTelegramLink).
    const app = await context.newPage();
    const telegram = await telegramApp(app);
    await openPage(app, `/contract${launchHash()}`);
    await expect.poll(() => telegram.of('web_app_ready')).toHaveLength(1);
    await expect.poll(() => botsFirst(app)).toBe(true);
    await app.getByRole('region', { name: rows.bots }).getByRole('link').first().click();
    const bot = new URL(trade.bots[0]!.href);
    await expect
      .poll(() => telegram.of('web_app_open_tg_link'))
      .toEqual([{ path_full: `${bot.pathname}${bot.search}` }]);
  },
);
