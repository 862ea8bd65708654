import type { APIRequestContext, Page } from '@playwright/test';
import { routes, type Route } from '../../data/routes';
import { test, expect, openPage } from '../fixtures';
import { playedSounds, recordSounds } from '../support/sound-recorder';
import { localPath, siteLanguages } from '../../lib/content';
import { readTokenEnv } from './token';
import { content } from '../support/content';

/**
 * A project site's build, walked in a browser: e2e/rebrand/check-rebrand.sh builds the pre-launch
 * token for https://example.github.io/koalain (prelaunch.env) and serves the export under
 * /koalain/ as GitHub Pages does. On every route, every request the page makes and every script,
 * stylesheet, icon, image, share card, manifest icon, sound and internal link it names resolves
 * (no 4xx) under the sub-path, and the canonical link and share cards name the sub-path URL.
 * (How the Pages workflow turns its base path into the build's is scripts/lib/pages-env.ts's,
 * proven in Jest.)
 */
const token = readTokenEnv();
const basePath = token.NEXT_PUBLIC_BASE_PATH ?? '';
const siteUrl = token.NEXT_PUBLIC_SITE_URL ?? '';
const relative = (route: Route) => (route === '/' ? './' : route.slice(1));

/** Statuses already fetched in this worker, by URL: the pages share most of their files. */
const statuses = new Map<string, number>();

async function statusOf(request: APIRequestContext, url: string) {
  if (!statuses.has(url)) statuses.set(url, (await request.get(url)).status());
  return statuses.get(url)!;
}

/** The local URL of an address under the site URL (https://example.github.io/koalain/x → /koalain/x). */
function local(origin: string, address: string) {
  expect(address.startsWith(`${siteUrl}/`), `${address} is under ${siteUrl}/`).toBe(true);
  return `${origin}${basePath}${address.slice(siteUrl.length)}`;
}

/** Every URL the page's markup names: sources, srcsets, links, sprite uses, anchors. */
function namedUrls(page: Page) {
  return page.evaluate(() => {
    const urls: string[] = [];
    const attribute = (selector: string, name: string) =>
      document.querySelectorAll(selector).forEach((element) => {
        const value = element.getAttribute(name);
        if (value) urls.push(value);
      });
    attribute('[src]', 'src');
    attribute('link[href]:not([rel="canonical"])', 'href');
    attribute('a[href]', 'href');
    attribute('use[href]', 'href');
    document.querySelectorAll('[srcset]').forEach((element) => {
      for (const candidate of element.getAttribute('srcset')!.split(',')) {
        urls.push(candidate.trim().split(/\s+/)[0]!);
      }
    });
    return urls.map((url) => new URL(url, location.href).href);
  });
}

test('the walk is of a project site: a sub-path, and a site URL that ends with it', () => {
  expect(basePath).toMatch(/^\/[^/]+$/);
  expect(new URL(siteUrl).pathname).toBe(basePath);
});

for (const route of routes) {
  test(`${route}: every file and link it names or loads resolves under the sub-path`, async ({
    page,
    request,
    baseURL,
  }) => {
    const origin = new URL(baseURL!).origin;
    const loaded: { url: string; status: number }[] = [];
    const failed: string[] = [];
    page.on('response', (response) =>
      loaded.push({ url: response.url(), status: response.status() }),
    );
    page.on('requestfailed', (failure) => {
      failed.push(`${failure.url()}: ${failure.failure()?.errorText}`);
    });
    await page.addInitScript(recordSounds);
    await openPage(page, relative(route));
    // UwU plays its sound, and any click the click sound.
    await page.getByRole('banner').getByRole('button', { name: content.site.uwu }).click();
    await expect.poll(async () => (await page.evaluate(playedSounds)).played.length).toBe(2);

    const own = (url: string) => url.startsWith(`${origin}/`);
    // The site's root is linked as /koalain, which Pages and Cloudflare redirect to /koalain/.
    const underSubPath = (url: string) => {
      const { pathname } = new URL(url);
      return pathname === basePath || pathname.startsWith(`${basePath}/`);
    };

    // What the browser loaded: all of it from under the sub-path, none of it refused.
    const fromHere = loaded.filter(({ url }) => own(url));
    expect(fromHere.length).toBeGreaterThan(5);
    expect(fromHere.filter(({ url }) => !underSubPath(url))).toEqual([]);
    expect(fromHere.filter(({ status }) => status >= 400)).toEqual([]);
    expect(failed.filter((failure) => own(failure))).toEqual([]);

    // What the page names, and the sounds it played: each under the sub-path, and served.
    const { played } = await page.evaluate(playedSounds);
    const sounds = played.map((pathname) => `${origin}${pathname}`);
    const meta = (selector: string) => page.locator(selector).getAttribute('content');
    const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await (await request.get(new URL(manifestUrl!, page.url()).href)).json();
    const manifestUrls = [
      manifest.start_url,
      ...manifest.icons.map((icon: { src: string }) => icon.src),
    ];
    const cards = [
      await meta('meta[property="og:image"]'),
      await meta('meta[name="twitter:image"]'),
    ];
    const named = [
      ...(await namedUrls(page)),
      ...sounds,
      ...manifestUrls.map((url: string) => new URL(url, page.url()).href),
      ...cards.map((card) => local(origin, card!)),
    ];
    const ours = [...new Set(named.map((url) => url.replace(/#.*$/, '')))].filter(own);
    expect(ours.filter((url) => !underSubPath(url))).toEqual([]);
    const broken = [];
    for (const url of ours) {
      const status = await statusOf(request, url);
      if (status >= 400) broken.push(`${url}: ${status}`);
    }
    expect(broken).toEqual([]);
    expect(sounds.map((url) => new URL(url).pathname).sort()).toEqual([
      `${basePath}/sounds/click.mp3`,
      `${basePath}/sounds/uwu.mp3`,
    ]);

    // The canonical link and the share cards name the page's own address under the site URL.
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).toBe(`${siteUrl}${route}`);
    expect(new URL(local(origin, canonical!)).pathname).toBe(new URL(page.url()).pathname);
    expect(await meta('meta[property="og:url"]')).toBe(canonical);
    for (const card of cards) {
      expect([`${siteUrl}/og.png`, `${siteUrl}/og/`].some((start) => card!.startsWith(start))).toBe(
        true,
      );
    }
  });
}

test('the sitemap and robots.txt name every route under the site URL, and each resolves', async ({
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const sitemap = await (await request.get('sitemap.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  // Every route in every language the build has.
  const expected = siteLanguages().flatMap((language) =>
    routes.map((route) => `${siteUrl}${localPath(route, language)}`),
  );
  expect(listed.sort()).toEqual(expected.sort());
  for (const address of listed) expect(await statusOf(request, local(origin, address))).toBe(200);
  expect(await (await request.get('robots.txt')).text()).toContain(
    `Sitemap: ${siteUrl}/sitemap.xml`,
  );
});
