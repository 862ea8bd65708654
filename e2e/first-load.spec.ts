import type { Page } from '@playwright/test';

import { routes } from '../data/routes';
import { overlayMascotImage, siteConfig } from '../lib/brand';
import { attribute, hasAttribute, scanHtml } from '../scripts/lib/html';
import { LATE_START_MS } from '../scripts/lib/chunk-loader';
import { imagePreloadHeader } from '../scripts/lib/image-preload-header';
import { test, expect, openPage } from './fixtures';
import { content } from './support/content';

// The rewrite itself (scripts/lib/chunk-loader.ts) is tested in __tests__/scripts/lib/chunk-loader.test.ts,
// the loader's taps in chunk-loader-script.test.ts; here, what a real browser does with it.
type ChunkTiming = {
  fcp: number | null;
  downloads: string[];
  added: number[];
};

/** Records when the loader adds each chunk script, from the page's first script on. */
async function watchChunkScripts(page: Page) {
  await page.addInitScript(() => {
    const added: number[] = [];
    (window as unknown as { chunkScriptsAdded: number[] }).chunkScriptsAdded = added;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (
            node instanceof HTMLScriptElement &&
            !node.noModule &&
            node.src.includes('/_next/static/chunks/')
          )
            added.push(performance.now());
    }).observe(document, { childList: true, subtree: true });
  });
}

const chunkTiming = (page: Page): Promise<ChunkTiming> =>
  page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    downloads: performance
      .getEntriesByType('resource')
      .filter((entry) => /\/_next\/static\/chunks\/[^/]+\.js$/.test(entry.name))
      .map((entry) => entry.name),
    added: (window as unknown as { chunkScriptsAdded: number[] }).chunkScriptsAdded,
  }));

/** Each chunk is downloaded once, and the loader added each. */
function expectEachOnce(timing: ChunkTiming) {
  expect(timing.fcp).not.toBeNull();
  expect(timing.downloads.length).toBeGreaterThan(0);
  expect(new Set(timing.downloads).size).toBe(timing.downloads.length);
  expect(timing.added).toHaveLength(timing.downloads.length);
}

test.describe('at once where the page came slowly, after the paint where it came fast', () => {
  for (const route of routes) {
    test(`${route} over a slow link adds every chunk before its first paint`, async ({ page }) => {
      await watchChunkScripts(page);
      // Real round trips: Chromium delays every response's body by the latency, so the loader
      // runs after LATE_START_MS whatever the machine's speed.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: LATE_START_MS * 2,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
      await openPage(page, route);
      const timing = await chunkTiming(page);
      expectEachOnce(timing);
      for (const time of timing.added) expect(time).toBeLessThan(timing.fcp!);
    });

    test(`${route} that arrived fast adds its chunks after the first contentful paint`, async ({
      page,
    }) => {
      await watchChunkScripts(page);
      // How fast the page came is the loader's reading of the clock, and a busy machine can make
      // even localhost slow: the clock reads 0 for the loader alone (its own script element).
      await page.addInitScript(() => {
        const now = Performance.prototype.now;
        Performance.prototype.now = function (this: Performance) {
          return document.currentScript?.id === 'chunk-loader' ? 0 : now.call(this);
        };
      });
      await openPage(page, route);
      const timing = await chunkTiming(page);
      expectEachOnce(timing);
      for (const time of timing.added) expect(time).toBeGreaterThanOrEqual(timing.fcp!);
    });
  }

  test('still hydrates where the browser has no paint timing', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-write']);
    await page.addInitScript(() => {
      Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', { get: () => [] });
    });
    await openPage(page, '/contract');
    // The copy button is a client island: it only answers a click once hydrated.
    await page.getByRole('button', { name: content.contract.copy }).click();
    await expect(page.getByText(content.contract.copied)).toBeVisible();
  });
});

test.describe('what loads before the first paint', () => {
  // One load of each route for all of it: what its HTML and headers ask for, then what it fetched.
  for (const route of routes) {
    test(`${route} preloads only the loading mascot, in a Link header too, and carries its stylesheet`, async ({
      page,
    }) => {
      const response = await page.request.get(route);
      const html = await response.text();
      const images: { href?: string; srcSet?: string }[] = [];
      const links: { href?: string; disabled: boolean }[] = [];
      const inline: string[] = [];
      let inStyle = false;
      scanHtml(html, {
        startTag(tag) {
          const preload = tag.tagName === 'link' && attribute(tag, 'rel') === 'preload';
          if (preload && attribute(tag, 'as') === 'image')
            images.push({ href: attribute(tag, 'href'), srcSet: attribute(tag, 'imagesrcset') });
          if (tag.tagName === 'link' && attribute(tag, 'rel') === 'stylesheet')
            links.push({ href: attribute(tag, 'href'), disabled: hasAttribute(tag, 'disabled') });
          if (tag.tagName === 'style' && attribute(tag, 'data-href')) inStyle = true;
        },
        text(token) {
          if (inStyle) inline.push(token.text);
        },
        endTag(tag) {
          if (tag.tagName === 'style') inStyle = false;
        },
      });
      // Anything else preloaded shares the link with the LCP image (the overlay's mascot) on a
      // slow phone. React preloads an <img> with a srcset by its srcset alone.
      const mascot = overlayMascotImage(siteConfig().basePath);
      expect(images).toEqual([
        mascot.srcSet ? { srcSet: mascot.srcSet } : { href: mascot.src, srcSet: undefined },
      ]);
      // The mascot is asked for with the response's headers, a round trip before the HTML finds it.
      const link = imagePreloadHeader(html);
      expect(link).toContain(mascot.src);
      expect(response.headers()['link']).toBe(link);
      // A linked stylesheet costs a phone a round trip before the first paint
      // (scripts/lib/inline-css.ts): the page carries it, its link disabled.
      expect(links.length).toBeGreaterThan(0);
      for (const stylesheet of links) expect(stylesheet.disabled).toBe(true);
      const linked = await Promise.all(
        links.map(async (stylesheet) => (await page.request.get(stylesheet.href!)).text()),
      );
      expect(inline).toEqual(linked);

      await openPage(page, route);
      const fetched = await page.evaluate(() =>
        performance.getEntriesByType('resource').map((entry) => entry.name),
      );
      expect(fetched.filter((url) => url.includes('/art/mascot'))).toHaveLength(1);
      expect(fetched.filter((url) => /\.css(\?|$)/.test(url))).toEqual([]);
    });
  }
});
