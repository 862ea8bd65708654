import { routes } from '../data/routes';
import { canonicalUrl } from '../lib/brand';
import { localPath, siteContent, siteLanguages } from '../lib/content';
import { test, expect, openPage } from './fixtures';
import { TEAM } from './support/tags';

// Languages where only Blink can show them: the browser's own preference (the offer), what search
// engines read, and a right-to-left page's layout at phone width. The switcher and a remembered
// choice are the journeys' (e2e/journeys/languages.spec.ts), in every engine.

const languages = siteLanguages();
const [base] = languages;
const translations = languages.slice(1);
/** An absolute URL as the browser writes it: Next drops home's trailing slash, a URL keeps it. */
const href = (url: string | undefined) => (url ? new URL(url).href : url);

test(
  'every page has its canonical and every language as an absolute alternate, x-default the base',
  TEAM,
  async ({ request }) => {
    for (const language of languages) {
      for (const route of routes) {
        const html = await (await request.get(localPath(route, language))).text();
        const links = [
          ...html.matchAll(
            /<link rel="(canonical|alternate)" (?:hrefLang="([^"]+)" )?href="([^"]+)"/g,
          ),
        ];
        const canonical = links.find(([, rel]) => rel === 'canonical')?.[3];
        expect(href(canonical), `${language.tag} ${route}`).toBe(
          href(canonicalUrl(localPath(route, language))),
        );
        const alternates = Object.fromEntries(
          links
            .filter(([, rel]) => rel === 'alternate')
            .map(([, , lang, url]) => [lang, href(url)]),
        );
        expect(alternates, `${language.tag} ${route}`).toEqual(
          languages.length > 1
            ? {
                ...Object.fromEntries(
                  languages.map((other) => [
                    other.tag,
                    href(canonicalUrl(localPath(route, other))),
                  ]),
                ),
                'x-default': href(canonicalUrl(route)),
              }
            : {},
        );
      }
    }
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const language of languages) {
      for (const route of routes) {
        expect(sitemap).toContain(`<loc>${canonicalUrl(localPath(route, language))}</loc>`);
      }
    }
  },
);

for (const translation of translations) {
  test.describe(`a browser that prefers ${translation.tag}`, () => {
    test.use({ locale: translation.tag });

    test(
      'is offered it in one line on the base pages, never redirected, and can dismiss it',
      TEAM,
      async ({ page }) => {
        const words = siteContent(translation.tag).site.languages;
        await openPage(page, '/jobs');
        expect(new URL(page.url()).pathname).toBe('/jobs');
        const offer = page.getByRole('link', { name: words.offer });
        await expect(offer).toBeVisible();
        await expect(offer).toHaveAttribute('href', localPath('/jobs', translation));
        await expect(offer).toHaveAttribute('hreflang', translation.tag);
        await page.getByRole('button', { name: words.dismiss }).click();
        await expect(offer).toBeHidden();
        await openPage(page, '/jobs');
        await expect(page.getByRole('link', { name: words.offer })).toBeHidden();
      },
    );

    test(
      `gets every page in ${translation.tag}: <html lang dir>, its words, no flash of another`,
      TEAM,
      async ({ page }) => {
        const words = siteContent(translation.tag);
        for (const route of routes) {
          const response = await page.request.get(localPath(route, translation));
          const html = await response.text();
          expect(html, route).toContain(`<html lang="${translation.tag}" dir="${translation.dir}"`);
          expect(html, route).toContain(words.site.skipLink);
        }
        await openPage(page, localPath('/network', translation));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.network.heading);
      },
    );
  });
}

test('a browser that prefers the base language is offered nothing', TEAM, async ({ browser }) => {
  const context = await browser.newContext({ locale: base!.tag });
  const page = await context.newPage();
  await openPage(page, '/jobs');
  await expect(page.locator('#language-offer')).toBeHidden();
  await context.close();
});

for (const translation of translations.filter((language) => language.dir === 'rtl')) {
  test(
    `${translation.tag}'s pages are mirrored, and nothing overflows at 390 px`,
    TEAM,
    async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      for (const route of routes) {
        await openPage(page, localPath(route, translation));
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, route).toBeLessThanOrEqual(390);
      }
      await openPage(page, localPath('/', translation));
      // The logo starts the top bar: at the right, right to left.
      const logo = await page.getByTestId('brand-mark').boundingBox();
      expect(logo!.x).toBeGreaterThan(390 / 2);
      // The address reads left to right inside the right-to-left page.
      await openPage(page, localPath('/contract', translation));
      const address = page.locator('#contract-address');
      if ((await address.count()) > 0) {
        await expect(address).toHaveJSProperty('dir', 'ltr');
      }
      await context.close();
    },
  );
}
