import { siteConfig } from '../lib/brand';
import { parseHex } from '../lib/brand/colors';
import { neutrals } from '../lib/brand/neutrals';
import { safetyOrigins } from '../lib/safety/query';
import { MINTER } from '../__tests__/lib/safety/fixtures';
import { test, expect, openPage } from './fixtures';
import { content, fill } from './support/content';
import { fakeSources } from './support/safety-fake';
import { SAFETY_SCENARIOS as SCENARIOS } from './support/safety-scenarios';

const text = content.contract.safety;
const button = (page: import('@playwright/test').Page) =>
  page.getByRole('button', { name: text.button });

test('asks no source before the press, and one request each on it', async ({ page }) => {
  const asked = await fakeSources(page, SCENARIOS['check-curve']);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await openPage(page, '/contract');
  await expect(page.getByText(text.claimsNote)).toBeVisible();
  expect(
    requests.filter((url) =>
      safetyOrigins(siteConfig().safetyCheck!).some((o) => url.startsWith(o)),
    ),
  ).toEqual([]);
  await button(page).click();
  await expect(page.getByText(text.topTenSolana)).toBeVisible();
  expect(asked).toHaveLength(2);
  await expect(button(page)).toBeFocused();
});

test('shows each source’s facts, named and linked, and marks the claims', async ({ page }) => {
  await fakeSources(page, SCENARIOS['check-solana']);
  await openPage(page, '/contract');
  await button(page).click();
  const region = page.getByRole('status').filter({ hasText: text.holders });
  await expect(
    region.getByText(fill(text.confirmed, { sources: 'GeckoTerminal and RugCheck' })).first(),
  ).toBeVisible();
  await expect(
    region.getByRole('link', { name: new RegExp(`^${text.attribution}`) }),
  ).toBeVisible();
  await expect(region.getByRole('link', { name: /^RugCheck/ })).toHaveAttribute(
    'href',
    `https://rugcheck.xyz/tokens/${siteConfig().contractAddress}`,
  );
  await expect(region.getByRole('link', { name: new RegExp(`^${text.pool}`) })).toBeVisible();
  await expect(region.getByText('38.8%')).toBeVisible();
});

test('marks a contradicted claim plainly and links the authority’s holder', async ({ page }) => {
  await fakeSources(page, SCENARIOS['check-contradicted']);
  await openPage(page, '/contract');
  await button(page).click();
  const claim = page.getByRole('listitem').filter({ hasText: text.mintRevoked });
  await expect(claim).toContainText(fill(text.contradicted, { sources: 'RugCheck' }));
  await expect(page.getByRole('link', { name: new RegExp(MINTER) })).toHaveAttribute(
    'href',
    `https://solscan.io/account/${MINTER}`,
  );
});

test.describe('a source failing', () => {
  // The browser logs each failed request (its status, or the missing CORS header) by itself.
  test.use({ allowConsole: /api\.(rugcheck\.xyz|geckoterminal\.com)/ });

  test('says a source rate-limited without CORS could not be reached, and shows the other', async ({
    page,
  }) => {
    await fakeSources(page, SCENARIOS['check-rugcheck-limited']);
    await openPage(page, '/contract');
    await button(page).click();
    await expect(page.getByText(fill(text.unreachable, { source: 'RugCheck' }))).toBeVisible();
    await expect(page.getByText(text.topTenAll)).toBeVisible();
  });

  test('says so when every source fails, and offers Try again', async ({ page }) => {
    await fakeSources(page, SCENARIOS['check-failed']);
    await openPage(page, '/contract');
    await button(page).click();
    await expect(page.getByText(text.allFailed)).toBeVisible();
    await expect(page.getByRole('button', { name: text.tryAgain })).toBeFocused();
  });
});

test('reads bad data as unknown and never as markup', async ({ page }) => {
  await fakeSources(page, SCENARIOS['check-bad-data']);
  await openPage(page, '/contract');
  await button(page).click();
  const region = page.getByRole('status').filter({ hasText: text.topTenAll });
  await expect(region).toBeVisible();
  await expect(region).not.toContainText(/NaN|undefined|null|<|>/);
  expect(await region.locator('img, b').count()).toBe(0);
  expect(
    await page.evaluate(() => (window as unknown as { pwned?: number }).pwned),
  ).toBeUndefined();
});

test.describe('on a phone, on recorded answers', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 360, height: 740 } });

  test('shows RugCheck’s own flags, named as its own, and a contradicted claim as a warning in both schemes', async ({
    page,
  }) => {
    // OFFICIAL TRUMP's recorded report: RugCheck's flags, and 0 % of its deepest LP locked.
    await fakeSources(page, SCENARIOS['check-recorded-large']);
    await openPage(page, '/contract');
    await button(page).click();
    const flags = page
      .getByText(fill(text.flagsHeading, { source: 'RugCheck' }))
      .locator('xpath=following-sibling::ul[1]');
    await expect(flags.getByRole('listitem').nth(1)).toHaveText(
      `⚠ ${fill(text.flag, { name: 'Single holder ownership', percent: '80%', level: text.levelDanger })}`,
    );
    const claim = page.getByRole('listitem').filter({ hasText: text.liquidityLockedAll });
    const verdict = claim.getByText(fill(text.contradicted, { sources: 'RugCheck' }));
    await expect(verdict).toBeVisible();
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      const [r, g, b] = parseHex(neutrals[colorScheme].warning);
      const warning = `rgb(${r}, ${g}, ${b})`;
      await expect(claim).toHaveCSS('border-top-color', warning);
      await expect(claim).toHaveCSS('border-top-width', '2px');
      await expect(verdict).toHaveCSS('color', warning);
      await expect(flags.getByRole('listitem').first()).toHaveCSS('color', warning);
    }
  });
});
