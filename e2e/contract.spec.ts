import { siteConfig } from '../lib/brand';
import { test, expect, openPage, installClock, stopClock, advanceClock } from './fixtures';
import { content, navLink } from './support/content';

const address = siteConfig().contractAddress!;

test('shows the full address as a link to the token page in a new tab', async ({ page }) => {
  await openPage(page, '/contract');
  const link = page.getByRole('link', { name: address });
  await expect(link).toHaveAttribute('href', siteConfig().tokenUrl!);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(page.getByText(content.contract.launched)).toBeVisible();
});

test('the address wraps inside a 360 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openPage(page, '/contract');
  const box = await page.getByRole('link', { name: address }).boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(360);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('copies the address and confirms for 2 s', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-write']);
  // The site's Permissions-Policy forbids clipboard reads, so the test records the write instead.
  await page.addInitScript(() => {
    const write = navigator.clipboard.writeText.bind(navigator.clipboard);
    navigator.clipboard.writeText = (text: string) => {
      (window as unknown as { copied: string }).copied = text;
      return write(text);
    };
  });
  // On a clock the test holds: the 2 s start once the write is done, which is before the message
  // shows, and only the test moves the clock on, so a slow machine cannot stretch or shrink them.
  await installClock(page);
  await openPage(page, '/contract');
  await stopClock(page);
  await page.getByRole('button', { name: content.contract.copy }).click();
  const confirmation = page.getByText(content.contract.copied);
  await expect(confirmation).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { copied: string }).copied)).toBe(address);
  await advanceClock(page, 1_999);
  await expect(confirmation).toBeVisible();
  await advanceClock(page, 1);
  await expect(confirmation).toBeHidden();
});

test.describe('when the clipboard cannot be used', () => {
  const cases = {
    refused: () => {
      navigator.clipboard.writeText = () =>
        Promise.reject(new DOMException('no', 'NotAllowedError'));
    },
    absent: () => {
      Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined });
    },
  };

  for (const [name, breakClipboard] of Object.entries(cases)) {
    test(`selects the address and says how to copy it when the API is ${name}`, async ({
      page,
    }) => {
      await page.addInitScript(breakClipboard);
      await openPage(page, '/contract');
      await page.getByRole('button', { name: content.contract.copy }).click();
      await expect(page.getByText(/address is selected/)).toBeVisible();
      await expect(page.getByText(content.contract.copied)).toHaveCount(0);
      expect(await page.evaluate(() => window.getSelection()?.toString())).toBe(address);
    });
  }
});

test('leaving mid-confirmation carries nothing to the next page', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-write']);
  await openPage(page, '/contract');
  await page.getByRole('button', { name: content.contract.copy }).click();
  await expect(page.getByText(content.contract.copied)).toBeVisible();
  await navLink(page, content.site.nav.jobs).click();
  await expect(page).toHaveURL(/\/jobs$/);
  await page.waitForTimeout(2_500);
  await expect(page.getByText(content.contract.copied)).toHaveCount(0);
  await page.goBack();
  await expect(page.getByRole('button', { name: content.contract.copy })).toBeVisible();
  await expect(page.getByText(content.contract.copied)).toHaveCount(0);
});

test("Don't trust, verify: RugCheck, Bubblemaps and the holders of this token, each in a new tab", async ({
  page,
}) => {
  // LewdIn's token (and CI's second token) is on Solana: its checks, in each tool's own form.
  expect(siteConfig().chain.id).toBe('solana');
  await openPage(page, '/contract');
  const { verify } = content.contract;
  const checks = page.getByRole('region', { name: verify.heading });
  const expected: [string, string][] = [
    [verify.rugcheck.name, `https://rugcheck.xyz/tokens/${address}`],
    [verify.bubblemaps.name, `https://v2.bubblemaps.io/map?address=${address}&chain=solana`],
    [
      verify.holders.name.replace('{site}', 'Solscan'),
      `https://solscan.io/token/${address}#holders`,
    ],
  ];
  await expect(checks.getByRole('link')).toHaveCount(expected.length);
  for (const [name, href] of expected) {
    const link = checks.getByRole('link', { name: `${name} ${content.site.newTab}` });
    await expect(link).toHaveAttribute('href', href);
    await expect(link).toHaveAttribute('target', '_blank');
  }
  await expect(checks.getByText(verify.rugcheck.shows)).toBeVisible();
  // Under the address.
  const addressBox = await page.getByRole('link', { name: address }).boundingBox();
  const checksBox = await checks.boundingBox();
  expect(checksBox!.y).toBeGreaterThan(addressBox!.y);
});
