import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { PNG } from 'pngjs';
import type { APIRequestContext } from '@playwright/test';
import { fullTitle, sharedPage } from '../../data/pages';
import { routes, type Route } from '../../data/routes';
import { brandPalette, siteConfig, toChannels, toHex } from '../../lib/brand';
import { OVERLAY_MASCOT_BUDGET } from '../../lib/build/brand/overlay-mascot';
import { test, expect, openPage } from '../fixtures';
import { inkShapes } from './ink';
import { defaultBrandTraces, findTraces } from './traces';
import { readTokenEnv, REBRAND_OUT } from './token';
import { content, fill } from '../support/content';

const config = siteConfig();

/**
 * The second token's build (e2e/rebrand/check-rebrand.sh): every surface carries its brand, and
 * nothing of the default remains. Paths are relative so that they stay under the sub-path.
 */
const token = readTokenEnv();
const palette = brandPalette(token.NEXT_PUBLIC_BRAND_COLOR!, token.NEXT_PUBLIC_ACCENT_COLOR!);
const brandHex = toHex(palette.light.brand);
const relative = (route: Route) => (route === '/' ? './' : route.slice(1));

test('the build is the second token, not the default', () => {
  // Guards the rest: lib/brand read the token's variables, so the expectations below are its.
  expect(config.brandName).toBe(token.NEXT_PUBLIC_BRAND_NAME);
  expect(config.brandMark).toBe(token.NEXT_PUBLIC_BRAND_MARK);
  expect(config.brandColor).toBe(token.NEXT_PUBLIC_BRAND_COLOR);
  expect(config.basePath).toBe(token.NEXT_PUBLIC_BASE_PATH ?? '');
});

test('no trace of the default brand anywhere in the export', async () => {
  const traces = defaultBrandTraces(config);
  expect(traces.words).toEqual(expect.arrayContaining(['LewdIn', '$LEWD', '#b0124f', '176 18 79']));
  const { files, found } = await findTraces(REBRAND_OUT, traces);
  expect(files).toBeGreaterThan(50);
  expect(found).toEqual([]);
});

/** Decodes a PNG response; checks its type and size. */
async function png(request: APIRequestContext, url: string, width: number, height: number) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type'], url).toBe('image/png');
  const image = PNG.sync.read(await response.body());
  expect([image.width, image.height], url).toEqual([width, height]);
  return (x: number, y: number) => {
    const i = (image.width * y + x) * 4;
    return toHex([image.data[i]!, image.data[i + 1]!, image.data[i + 2]!]);
  };
}

test('the top bar carries the mark, the name and the brand colour', async ({ page }) => {
  await openPage(page, './');
  const logo = page.getByRole('link', { name: content.site.logoLabel });
  await expect(logo).toBeVisible();
  await expect(logo.getByTestId('brand-mark')).toHaveText(token.NEXT_PUBLIC_BRAND_MARK!);
  await expect(logo).toHaveCSS('background-color', `rgb(${palette.light.brand.join(', ')})`);
  await expect(logo).toHaveAccessibleDescription(token.NEXT_PUBLIC_TAGLINE!);
  expect(
    await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--brand').trim(),
    ),
  ).toBe(toChannels(palette.light.brand));
  await expect(page.locator('meta[name="theme-color"]').first()).toHaveAttribute(
    'content',
    brandHex,
  );
});

test('the dark scheme gets the lightened brand family', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await openPage(page, './');
  expect(
    await page.evaluate(() =>
      ['--brand', '--on-brand'].map((name) =>
        getComputedStyle(document.documentElement).getPropertyValue(name).trim(),
      ),
    ),
  ).toEqual([toChannels(palette.dark.brand), toChannels(palette.dark.onBrand)]);
});

test("the overlay shows the team's mascot, made for it, and never the upload", async ({
  page,
  request,
}) => {
  // A paused clock keeps the overlay mounted however slowly a busy machine loads the page.
  await page.clock.install({ time: 0 });
  await page.clock.pauseAt(1_000);
  await page.goto('./', { waitUntil: 'commit' });
  const mascot = page.getByTestId('loading-overlay').locator('img');
  await expect(mascot).toHaveAttribute('src', /\/art\/mascot-\d+\.webp$/);
  await expect(mascot).toHaveAttribute('srcset', /\/art\/mascot-288\.webp 288w/);
  await expect
    .poll(() => mascot.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThanOrEqual(288);
  const shown = await mascot.evaluate((img: HTMLImageElement) => img.currentSrc);
  const served = await (await request.get(shown)).body();
  expect(served.length).toBeLessThanOrEqual(OVERLAY_MASCOT_BUDGET);
  const upload = await readFile(path.resolve(token.NEXT_PUBLIC_MASCOT!));
  expect((await request.get('art/mascot.png')).status()).toBe(404);
  const files = await readdir(REBRAND_OUT, { recursive: true, withFileTypes: true });
  const copies: string[] = [];
  for (const file of files.filter((entry) => entry.isFile())) {
    const full = path.join(file.parentPath, file.name);
    if ((await readFile(full)).equals(upload)) copies.push(full);
  }
  expect(copies).toEqual([]);
});

test('the manifest names the token and lists 192 and 512 PNG icons in its colour', async ({
  page,
  request,
}) => {
  await page.goto('./');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe(`${config.basePath}/manifest.webmanifest`);
  const manifest = await (await request.get('manifest.webmanifest')).json();
  expect(manifest.short_name).toBe(config.brandName);
  expect(manifest.name).toContain(config.brandName);
  expect(manifest.theme_color).toBe(brandHex);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
  expect(manifest.start_url).toBe(`${config.basePath}/`);
  for (const size of [192, 512]) {
    const icon = manifest.icons.find((i: { sizes: string }) => i.sizes === `${size}x${size}`);
    expect(icon, `${size} icon`).toMatchObject({
      type: 'image/png',
      src: `${config.basePath}/icon-${size}.png`,
    });
    const pixel = await png(request, icon.src.slice(config.basePath.length + 1), size, size);
    expect(pixel(2, 2)).toBe(brandHex);
  }
  const apple = await png(request, 'apple-touch-icon.png', 180, 180);
  expect(apple(2, 2)).toBe(brandHex);
});

test('the kanji mark is drawn in the PNG icons and the share card, not as an empty box', async ({
  request,
}) => {
  expect(config.brandMark).toBe('猫');
  // 猫 is three separate shapes (犭, 艹, 田) in a square; the empty box ☒ is one, taller than wide.
  const isKanji = (ink: ReturnType<typeof inkShapes>) =>
    ink.shapes >= 3 && ink.width / ink.height > 0.85 && ink.width / ink.height < 1.15;
  for (const [file, size] of [
    ['icon-192.png', 192],
    ['icon-512.png', 512],
    ['apple-touch-icon.png', 180],
  ] as const) {
    const icon = PNG.sync.read(await (await request.get(file)).body());
    const ink = inkShapes(icon, palette.light.onBrand, { x: 0, y: 0, width: size, height: size });
    expect(isKanji(ink), `${file}: ${JSON.stringify(ink)}`).toBe(true);
  }
  const card = PNG.sync.read(await (await request.get('og/contract.png')).body());
  // The mark's square (104 px, on-brand) starts at the card's 72 px padding; find its top edge.
  const left = 72;
  const onSquare = (y: number) =>
    inkShapes(card, palette.light.onBrand, { x: left + 52, y, width: 1, height: 1 }).shapes > 0;
  let top = 0;
  while (top < card.height - 104 && !onSquare(top)) top++;
  const ink = inkShapes(card, palette.light.brand, { x: left, y: top, width: 104, height: 104 });
  expect(isKanji(ink), `og/contract.png: ${JSON.stringify(ink)}`).toBe(true);
});

test('each route has its own share card, canonical link and 1200×630 image', async ({
  page,
  request,
}) => {
  const images = new Set<string>();
  for (const route of routes) {
    await page.goto(relative(route));
    // As a URL: a site on its own domain writes its home as https://host, the same as https://host/.
    const url = new URL(`${config.siteUrl}${route}`).href;
    const asUrl = (value: string | null) => value && new URL(value).href;
    const meta = (selector: string) => page.locator(selector).getAttribute('content');
    await expect(page).toHaveTitle(fullTitle(route));
    expect(asUrl(await page.locator('link[rel="canonical"]').getAttribute('href')), route).toBe(
      url,
    );
    expect(asUrl(await meta('meta[property="og:url"]')), route).toBe(url);
    expect(await meta('meta[property="og:title"]'), route).toBe(fullTitle(route));
    expect(await meta('meta[name="twitter:title"]'), route).toBe(fullTitle(route));
    expect(await meta('meta[property="og:description"]'), route).toBe(
      sharedPage(route).description,
    );
    expect(await meta('meta[name="twitter:description"]'), route).toBe(
      sharedPage(route).description,
    );
    expect(await meta('meta[name="twitter:card"]'), route).toBe('summary_large_image');
    const image = await meta('meta[property="og:image"]');
    expect(image, route).toBe(`${config.siteUrl}${sharedPage(route).image}`);
    expect(await meta('meta[name="twitter:image"]'), route).toBe(image);
    images.add(image!);
    await png(request, sharedPage(route).image.slice(1), 1200, 630);
  }
  expect(images.size).toBe(routes.length);
});

test.describe('images opened on their own', () => {
  // A browser tab showing an image asks for /favicon.ico at the host's root, outside the sub-path.
  test.use({ allowConsole: /status of 404 .*\/favicon\.ico$/ });

  test('the favicon is drawn from the mark and the brand colour', async ({ page, request }) => {
    await page.goto('./');
    const href = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(href).toBe(`${config.basePath}/icon.svg`);
    const svg = await (await request.get('icon.svg')).text();
    expect(svg).toContain(`fill="${brandHex}"`);
    expect(svg).toContain(`>${token.NEXT_PUBLIC_BRAND_MARK}</text>`);
    // Drawn by the browser as an image, the mark shows: the square is not one flat colour.
    await page.goto('icon.svg');
    const shot = PNG.sync.read(await page.locator('svg').screenshot());
    const colours = new Set<string>();
    for (let i = 0; i < shot.data.length; i += 4) colours.add(shot.data.subarray(i, i + 3).join());
    expect(colours.size).toBeGreaterThan(2);
  });

  test("the contract's share card is drawn in the brand's colours", async ({ page }) => {
    // What it says (ticker, shortened address) is a unit test of lib/brand/share-card.ts.
    await page.goto('og/contract.png');
    const shot = PNG.sync.read(await page.locator('img').screenshot());
    expect([shot.width, shot.height]).toEqual([1200, 630]);
    // The gradient starts on the brand's hover shade (top left) and ends on the accent (bottom right).
    const at = (x: number, y: number) => {
      const i = (shot.width * y + x) * 4;
      return [shot.data[i]!, shot.data[i + 1]!, shot.data[i + 2]!];
    };
    const near = (a: number[], b: readonly number[]) => a.every((c, i) => Math.abs(c - b[i]!) <= 6);
    expect(near(at(1, 1), palette.light.brandDark)).toBe(true);
    expect(near(at(1198, 628), palette.light.accent)).toBe(true);
  });
});

test('the optional Telegram and chart links are on home and in the footer', async ({ page }) => {
  await openPage(page, './');
  const { home, site } = content;
  const card = page.getByRole('region', { name: home.links.heading });
  const footer = page.getByRole('contentinfo');
  const links = [
    [card, home.links.telegram, token.NEXT_PUBLIC_TELEGRAM_URL],
    [card, home.links.chart, token.NEXT_PUBLIC_CHART_URL],
    [footer, site.footer.telegram, token.NEXT_PUBLIC_TELEGRAM_URL],
    [footer, site.footer.chart, token.NEXT_PUBLIC_CHART_URL],
  ] as const;
  for (const [scope, name, href] of links) {
    const link = scope.getByRole('link', { name: `${name} ${site.newTab}`, exact: true });
    await expect(link).toHaveAttribute('href', href!);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
});

test('every page says the new brand and ticker, never the default', async ({ page }) => {
  const traces = defaultBrandTraces(config);
  for (const route of routes) {
    await openPage(page, relative(route));
    const text = await page.locator('body').innerText();
    for (const word of ['LewdIn', '$LEWD']) expect(text, route).not.toContain(word);
    expect(await page.getByTestId('brand-mark').innerText()).not.toBe(traces.mark);
  }
  // The words that name the brand and the ticker, as the content file says them.
  await openPage(page, './');
  await expect(page.getByText(content.home.links.follow)).toBeVisible();
  await expect(page.getByText(content.home.trending.subheading)).toBeVisible();
  expect(content.home.links.follow).toContain(config.brandName);
  expect(content.home.trending.subheading).toContain(config.ticker);
});

test('the token on Jupiter is said to be on Jupiter, and pump.fun on no page', async ({ page }) => {
  expect(config.tokenVenue.name).toBe('Jupiter');
  for (const route of routes) {
    await openPage(page, relative(route));
    expect(await page.locator('body').innerText(), route).not.toMatch(/pump\.fun/i);
  }
  const { contract } = content;
  const { howToBuy } = contract;
  await expect(page.getByText(contract.launched)).toBeVisible();
  expect(contract.launched).toContain('Jupiter');
  await expect(
    page.getByText(fill(howToBuy.tradeTitle, { trade: howToBuy.tradeSwap }), { exact: true }),
  ).toBeVisible();
});
