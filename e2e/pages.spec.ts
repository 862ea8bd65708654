import type { Page } from '@playwright/test';
import { test, expect, openPage } from './fixtures';

const pages = [
  { path: '/network', link: 'Network', h1: 'My Network', title: 'Network · LewdIn' },
  { path: '/jobs', link: 'Jobs', h1: 'Top job picks for you', title: 'Jobs · LewdIn' },
  { path: '/messaging', link: 'Messaging', h1: 'Messaging', title: 'Messaging · LewdIn' },
  {
    path: '/notifications',
    link: /^Notifications/,
    h1: 'Notifications',
    title: 'Notifications · LewdIn',
  },
  { path: '/profile', link: 'Me', h1: 'Aiko Moonbag', title: 'Profile · LewdIn' },
] as const;

function conversation(page: Page, name: string) {
  return page
    .getByRole('region', { name: 'Conversations' })
    .getByRole('button', { name: new RegExp(`^${name}`) });
}

test('a visitor walks through all five pages with the top-bar nav', async ({ page }) => {
  await openPage(page, '/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const { path, link, h1, title } of pages) {
    await nav.getByRole('link', { name: link, exact: typeof link === 'string' }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page).toHaveTitle(title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  }
});

test('network, jobs, notifications and profile show their numbers', async ({ page }) => {
  await openPage(page, '/network');
  await expect(page.getByText('676', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Connect with / })).toHaveCount(3);

  await openPage(page, '/jobs');
  await expect(page.getByText('1,337', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Apply for / })).toHaveCount(3);

  await openPage(page, '/notifications');
  const boxes = page.getByRole('checkbox');
  await expect(boxes).toHaveCount(3);
  await boxes.first().uncheck();
  await expect(boxes.first()).not.toBeChecked();
  await expect(boxes.nth(1)).toBeChecked();

  await openPage(page, '/profile');
  const bars = page.getByRole('progressbar');
  await expect(bars).toHaveCount(4);
  for (const [index, value] of ['85', '92', '75', '60'].entries()) {
    await expect(bars.nth(index)).toHaveAttribute('aria-valuenow', value);
  }
});

test('buttons that do nothing change nothing and load nothing', async ({ page }) => {
  await openPage(page, '/notifications');
  const requests: string[] = [];
  page.on('request', (request) => {
    if (['document', 'fetch', 'xhr'].includes(request.resourceType())) requests.push(request.url());
  });
  const before = await page.locator('main').innerHTML();
  for (const name of ['Accept', 'Ignore', 'Mark all as ignored']) {
    await page.getByRole('button', { name, exact: true }).click();
  }
  expect(await page.locator('main').innerHTML()).toBe(before);
  expect(requests).toEqual([]);
  await expect(page).toHaveURL(/\/notifications$/);
});

test('messaging: selecting a conversation with the mouse', async ({ page }) => {
  await openPage(page, '/messaging');
  const pane = page.locator('#message-pane');
  await expect(conversation(page, 'Sakura Synergy')).toHaveAttribute('aria-pressed', 'true');
  await expect(pane.getByRole('heading', { level: 2 })).toHaveText('Sakura Synergy');
  const thread = await page
    .getByRole('list', { name: 'Messages' })
    .getByRole('paragraph')
    .nth(1)
    .textContent();

  await conversation(page, 'Recruiter-chan').click();
  await expect(conversation(page, 'Recruiter-chan')).toHaveAttribute('aria-pressed', 'true');
  await expect(conversation(page, 'Sakura Synergy')).toHaveAttribute('aria-pressed', 'false');
  await expect(pane.getByRole('heading', { level: 2 })).toHaveText('Recruiter-chan');
  await expect(page.getByRole('list', { name: 'Messages' }).getByRole('listitem')).toHaveCount(2);
  await expect(
    page.getByRole('list', { name: 'Messages' }).getByRole('paragraph').nth(1),
  ).toHaveText(thread ?? '');

  const composer = page.getByRole('textbox', { name: 'Write a message' });
  await composer.fill('wen moon');
  await composer.press('Enter');
  await page.getByRole('searchbox', { name: 'Search messages' }).fill('rizz');
  await page.getByRole('searchbox', { name: 'Search messages' }).press('Enter');
  await expect(page).toHaveURL(/\/messaging$/);
  await expect(page.getByRole('list', { name: 'Messages' }).getByRole('listitem')).toHaveCount(2);
  await expect(composer).toHaveValue('wen moon');
});

test('messaging: selecting a conversation with the keyboard', async ({ page }) => {
  await openPage(page, '/messaging');
  const pane = page.locator('#message-pane');
  await page.getByRole('searchbox', { name: 'Search messages' }).focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(conversation(page, 'Recruiter-chan')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(conversation(page, 'Recruiter-chan')).toHaveAttribute('aria-pressed', 'true');
  await expect(pane.getByRole('heading', { level: 2 })).toHaveText('Recruiter-chan');

  await page.keyboard.press('Tab');
  await expect(conversation(page, 'Hana Hodlsworth')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(conversation(page, 'Hana Hodlsworth')).toHaveAttribute('aria-pressed', 'true');
  await expect(conversation(page, 'Recruiter-chan')).toHaveAttribute('aria-pressed', 'false');
  await expect(pane.getByRole('heading', { level: 2 })).toHaveText('Hana Hodlsworth');
});

for (const { path } of pages) {
  test(`${path} fits a 360 px phone without horizontal scroll`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await openPage(page, path);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(360);
  });
}
