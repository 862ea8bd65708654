import { deferChunkScripts, loaderSources } from '../scripts/lib/paint-first.mjs';
import { routes } from '../data/routes';
import { siteConfig } from '../data/site';
import { test, expect, openPage } from './fixtures';

const chunk = (name: string) => `/_next/static/chunks/${name}.js`;
const exported = [
  '<html><head>',
  `<link rel="preload" as="script" fetchPriority="low" href="${chunk('page')}"/>`,
  `<script src="${chunk('runtime')}" async=""></script>`,
  `<script src="${chunk('react')}" async=""></script>`,
  `<script src="${chunk('polyfills')}" noModule=""></script>`,
  '</head><body><script>self.__next_f=[]</script>',
  `<script src="${chunk('page')}" async=""></script>`,
  '</body></html>',
].join('');

test.describe('paint-first rewrite (scripts/lib/paint-first.mjs)', () => {
  test('swaps the async chunk scripts and their preloads for one loader, in order', () => {
    const html = deferChunkScripts(exported);
    expect(html).not.toMatch(/<script src="[^"]*" async=""/);
    expect(html).not.toContain('rel="preload" as="script"');
    expect(html).toContain(`<script src="${chunk('polyfills')}" noModule=""></script>`);
    expect(html).toContain('<script>self.__next_f=[]</script>');
    expect(html.match(/<script id="paint-first">/g)).toHaveLength(1);
    expect(html.indexOf('id="paint-first"')).toBeLessThan(html.indexOf('</head>'));
    expect(loaderSources(html)).toEqual([chunk('runtime'), chunk('react'), chunk('page')]);
  });

  test('leaves a page without chunk scripts, or one already rewritten, as it is', () => {
    const plain = '<html><head></head><body><p>hi</p></body></html>';
    expect(deferChunkScripts(plain)).toBe(plain);
    const once = deferChunkScripts(exported);
    expect(deferChunkScripts(once)).toBe(once);
    expect(loaderSources(plain)).toEqual([]);
  });
});

test.describe('paint first, then hydrate', () => {
  for (const route of routes) {
    test(`${route} requests its chunks only after the first contentful paint`, async ({ page }) => {
      await openPage(page, route);
      const timing = await page.evaluate(() => ({
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        chunks: performance
          .getEntriesByType('resource')
          .filter((entry) => /\/_next\/static\/chunks\/[^/]+\.js$/.test(entry.name))
          .map((entry) => entry.startTime),
      }));
      expect(timing.fcp).not.toBeNull();
      expect(timing.chunks.length).toBeGreaterThan(0);
      for (const start of timing.chunks) expect(start).toBeGreaterThanOrEqual(timing.fcp!);
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
      const images = [...html.matchAll(/<link rel="preload"[^>]*as="image"[^>]*>/g)].map(
        ([link]) => link.match(/href="([^"]+)"/)?.[1],
      );
      expect(images).toEqual([siteConfig.mascotUrl]);
    });
  }
});
