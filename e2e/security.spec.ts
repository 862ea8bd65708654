import { routes } from '../data/routes';
import { siteConfig } from '../data/site';
import { test, expect, openPage } from './fixtures';

test.describe('response headers', () => {
  for (const route of routes) {
    test(`${route} is served under a strict policy`, async ({ request }) => {
      const response = await request.get(route);
      const headers = response.headers();
      const csp = headers['content-security-policy'] ?? '';
      const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
      expect(scriptSrc).toMatch(/'sha256-/);
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc).not.toContain("'unsafe-eval'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('no-referrer');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['x-frame-options']).toBe('DENY');
    });
  }

  test('the exported HTML has no inline event handlers', async ({ request }) => {
    for (const route of routes) {
      const html = await (await request.get(route)).text();
      const outsideScripts = html.replace(/<script[\s\S]*?<\/script>/g, '');
      expect(outsideScripts, route).not.toMatch(/\son[a-z]+\s*=/i);
    }
  });
});

test('every route shows, links and copies only the configured contract address', async ({
  page,
}) => {
  const base58Run = /[1-9A-HJ-NP-Za-km-z]{32,44}/g;
  for (const route of routes) {
    await openPage(page, route);
    const hrefs = await page
      .locator('a[href*="pump.fun"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    for (const href of hrefs) expect(href, route).toBe(siteConfig.tokenUrl);
    const text = await page.locator('body').innerText();
    for (const match of text.match(base58Run) ?? []) {
      expect(match, `address-like text on ${route}`).toBe(siteConfig.contractAddress);
    }
  }
  await openPage(page, '/contract');
  await expect(page.getByRole('link', { name: siteConfig.contractAddress })).toBeVisible();
});

test.describe('refused audio', () => {
  test.use({ allowConsole: /Could not play the UwU sound/ });

  test('logs the UwU failure, shows nothing and keeps working', async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (m) => m.type() === 'error' && logged.push(m.text()));
    await page.addInitScript(() => {
      HTMLMediaElement.prototype.play = () =>
        Promise.reject(new DOMException('refused', 'NotAllowedError'));
    });
    await openPage(page, '/contract');
    const before = await page.locator('body').innerText();
    await page.locator('h1').click();
    await page.getByRole('banner').getByRole('button', { name: 'UwU' }).click();
    await expect
      .poll(() => logged.filter((t) => /Could not play the UwU sound/.test(t)).length)
      .toBe(1);
    expect(logged).toHaveLength(1);
    expect(await page.locator('body').innerText()).toBe(before);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Jobs' })
      .click();
    await expect(page).toHaveURL(/\/jobs$/);
  });
});

test.describe('missing sound files', () => {
  test.use({ allowConsole: /Could not play the UwU sound|status of 404 .*\/sounds\/.*\.mp3$/ });

  test('clicks and UwU still work and nothing is shown', async ({ page }) => {
    await page.route('**/sounds/*.mp3', (route) => route.fulfill({ status: 404, body: '' }));
    await openPage(page, '/contract');
    const before = await page.locator('body').innerText();
    await page.locator('h1').click();
    await page.getByRole('banner').getByRole('button', { name: 'UwU' }).click();
    await page.waitForTimeout(300);
    expect(await page.locator('body').innerText()).toBe(before);
  });
});
