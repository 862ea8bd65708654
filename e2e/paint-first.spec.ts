import { routes } from '../data/routes';
import { overlayMascotImage, siteConfig } from '../lib/brand';
import { attribute, hasAttribute, scanHtml } from '../scripts/lib/html.mjs';
import { test, expect, openPage } from './fixtures';

// The rewrite itself (scripts/lib/paint-first.mjs) is tested in __tests__/scripts/lib/paint-first.test.ts.
test.describe('download at once, run after the first paint', () => {
  for (const route of routes) {
    test(`${route} downloads its chunks once, from the start, and runs them after the first contentful paint`, async ({
      page,
    }) => {
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
      await openPage(page, route);
      const timing = await page.evaluate(() => ({
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        downloads: performance
          .getEntriesByType('resource')
          .filter((entry) => /\/_next\/static\/chunks\/[^/]+\.js$/.test(entry.name))
          .map((entry) => ({ url: entry.name, start: entry.startTime })),
        added: (window as unknown as { chunkScriptsAdded: number[] }).chunkScriptsAdded,
      }));
      expect(timing.fcp).not.toBeNull();
      expect(timing.downloads.length).toBeGreaterThan(0);
      // One download per chunk: the script takes its bytes from the preload.
      expect(new Set(timing.downloads.map((d) => d.url)).size).toBe(timing.downloads.length);
      for (const { start } of timing.downloads) expect(start).toBeLessThan(timing.fcp!);
      expect(timing.added).toHaveLength(timing.downloads.length);
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
    await page.getByRole('button', { name: 'Copy address' }).click();
    await expect(page.getByText('Copied to clipboard!')).toBeVisible();
  });
});

test.describe('what loads before the first paint', () => {
  // Anything else preloaded shares the link with the LCP image (the overlay's mascot) on a slow phone.
  for (const route of routes) {
    test(`${route} preloads no image but the loading mascot`, async ({ page }) => {
      const html = await (await page.request.get(route)).text();
      const images: { href?: string; srcSet?: string }[] = [];
      scanHtml(html, {
        startTag(tag) {
          const preload = tag.tagName === 'link' && attribute(tag, 'rel') === 'preload';
          if (preload && attribute(tag, 'as') === 'image')
            images.push({ href: attribute(tag, 'href'), srcSet: attribute(tag, 'imagesrcset') });
        },
      });
      const mascot = overlayMascotImage(siteConfig.basePath);
      // React preloads an <img> with a srcset by its srcset alone.
      expect(images).toEqual([
        mascot.srcSet ? { srcSet: mascot.srcSet } : { href: mascot.src, srcSet: undefined },
      ]);
    });

    // A linked stylesheet costs a phone a round trip before the first paint (scripts/lib/inline-css.mjs).
    test(`${route} carries its stylesheet and fetches none`, async ({ page }) => {
      const html = await (await page.request.get(route)).text();
      const links: { href?: string; disabled: boolean }[] = [];
      const inline: string[] = [];
      let inStyle = false;
      scanHtml(html, {
        startTag(tag) {
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
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) expect(link.disabled).toBe(true);
      const linked = await Promise.all(
        links.map(async (link) => (await page.request.get(link.href!)).text()),
      );
      expect(inline).toEqual(linked);

      await openPage(page, route);
      const stylesheets = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((url) => /\.css(\?|$)/.test(url)),
      );
      expect(stylesheets).toEqual([]);
    });
  }
});
