import type { Page } from '@playwright/test';
import { siteConfig } from '../lib/brand';
import { formatCount } from '../lib/format-count';
import { test, expect, openPage } from './fixtures';
import { content, mainNav, startsWith } from './support/content';

const { nav } = content.site;
const title = (page: keyof typeof content.pages) =>
  `${content.pages[page].title} · ${siteConfig().brandName}`;
const pages = [
  { path: '/network', link: nav.network, h1: content.network.heading, title: title('network') },
  { path: '/jobs', link: nav.jobs, h1: content.jobs.heading, title: title('jobs') },
  {
    path: '/messaging',
    link: nav.messaging,
    h1: content.messaging.heading,
    title: title('messaging'),
  },
  {
    path: '/notifications',
    link: startsWith(nav.notifications),
    h1: content.notifications.heading,
    title: title('notifications'),
  },
  { path: '/profile', link: nav.me, h1: content.me.name, title: title('profile') },
] as const;
const [first, second] = content.messaging.conversations.map(({ name }) => name) as [string, string];

function conversation(page: Page, name: string) {
  return page
    .getByRole('region', { name: content.messaging.conversationsHeading })
    .getByRole('button', { name: startsWith(name) });
}

test('a visitor walks through all five pages with the top-bar nav', async ({ page }) => {
  await openPage(page, '/');
  const navigation = mainNav(page);
  for (const { path, link, h1, title } of pages) {
    await navigation.getByRole('link', { name: link, exact: typeof link === 'string' }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page).toHaveTitle(title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  }
});

test('network, jobs, notifications and profile show their numbers', async ({ page }) => {
  await openPage(page, '/network');
  await expect(
    page.getByText(formatCount(content.network.stats.connections, content.lang), { exact: true }),
  ).toBeVisible();
  await expect(
    page.getByRole('button', {
      name: startsWith(content.network.connectLabel.split('{name}')[0]!),
    }),
  ).toHaveCount(content.network.contacts.length);

  await openPage(page, '/jobs');
  await expect(
    page.getByText(formatCount(content.jobs.market.openJobs, content.lang), { exact: true }),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: startsWith(content.jobs.applyLabel.split('{title}')[0]!) }),
  ).toHaveCount(content.jobs.list.length);

  await openPage(page, '/notifications');
  const boxes = page.getByRole('checkbox');
  await expect(boxes).toHaveCount(content.notifications.settings.items.length);
  await boxes.first().uncheck();
  await expect(boxes.first()).not.toBeChecked();
  await expect(boxes.nth(1)).toBeChecked();

  await openPage(page, '/profile');
  const bars = page.getByRole('progressbar');
  const { achievements } = content.profile;
  await expect(bars).toHaveCount(achievements.length);
  for (const [index, { progress }] of achievements.entries()) {
    await expect(bars.nth(index)).toHaveAttribute('aria-valuenow', String(progress));
  }
});

test('buttons that do nothing change nothing and load nothing', async ({ page }) => {
  await openPage(page, '/notifications');
  const requests: string[] = [];
  page.on('request', (request) => {
    if (['document', 'fetch', 'xhr'].includes(request.resourceType())) requests.push(request.url());
  });
  const before = await page.locator('main').innerHTML();
  const { accept, ignore, markAll } = content.notifications;
  for (const name of [accept, ignore, markAll]) {
    await page.getByRole('button', { name, exact: true }).click();
  }
  expect(await page.locator('main').innerHTML()).toBe(before);
  expect(requests).toEqual([]);
  await expect(page).toHaveURL(/\/notifications$/);
});

test('messaging: selecting a conversation with the mouse', async ({ page }) => {
  await openPage(page, '/messaging');
  const pane = page.locator('#message-pane');
  await expect(conversation(page, first)).toHaveAttribute('aria-pressed', 'true');
  await expect(pane.getByRole('heading', { level: 2 })).toHaveText(first);
  const thread = await page
    .getByRole('list', { name: content.messaging.messagesLabel })
    .getByRole('paragraph')
    .nth(1)
    .textContent();

  await conversation(page, second).click();
  await expect(conversation(page, second)).toHaveAttribute('aria-pressed', 'true');
  await expect(conversation(page, first)).toHaveAttribute('aria-pressed', 'false');
  await expect(pane.getByRole('heading', { level: 2 })).toHaveText(second);
  await expect(
    page.getByRole('list', { name: content.messaging.messagesLabel }).getByRole('listitem'),
  ).toHaveCount(2);
  await expect(
    page.getByRole('list', { name: content.messaging.messagesLabel }).getByRole('paragraph').nth(1),
  ).toHaveText(thread ?? '');

  const composer = page.getByRole('textbox', { name: content.messaging.write });
  await composer.fill('wen moon');
  await composer.press('Enter');
  await page.getByRole('searchbox', { name: content.messaging.searchLabel }).fill('rizz');
  await page.getByRole('searchbox', { name: content.messaging.searchLabel }).press('Enter');
  await expect(page).toHaveURL(/\/messaging$/);
  await expect(
    page.getByRole('list', { name: content.messaging.messagesLabel }).getByRole('listitem'),
  ).toHaveCount(2);
  await expect(composer).toHaveValue('wen moon');
});

test('messaging: selecting a conversation with the keyboard', async ({ page }) => {
  await openPage(page, '/messaging');
  const pane = page.locator('#message-pane');
  await page.getByRole('searchbox', { name: content.messaging.searchLabel }).focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(conversation(page, second)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(conversation(page, second)).toHaveAttribute('aria-pressed', 'true');
  await expect(pane.getByRole('heading', { level: 2 })).toHaveText(second);

  // Back to the first, selected with Space (the content file has at least two conversations).
  await page.keyboard.press('Shift+Tab');
  await expect(conversation(page, first)).toBeFocused();
  await page.keyboard.press('Space');
  await expect(conversation(page, first)).toHaveAttribute('aria-pressed', 'true');
  await expect(conversation(page, second)).toHaveAttribute('aria-pressed', 'false');
  await expect(pane.getByRole('heading', { level: 2 })).toHaveText(first);
});
