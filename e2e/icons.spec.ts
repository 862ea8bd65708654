import { routes } from '../data/routes';
import { test, expect, openPage } from './fixtures';

test.describe('icons', () => {
  test('the sprite is served as SVG', async ({ page }) => {
    const response = await page.request.get('/icons.svg');
    expect(response.ok()).toBe(true);
    expect(response.headers()['content-type']).toMatch(/^image\/svg\+xml/);
  });

  for (const route of routes) {
    test(`${route} draws every icon it names from the sprite`, async ({ page }) => {
      await openPage(page, route);
      const icons = page.locator('svg.icon');
      expect(await icons.count()).toBeGreaterThan(0);
      // getBBox of a <use> measures the symbol it drew: 0 × 0 when the id is not in the sprite.
      const undrawn = () =>
        icons.evaluateAll((svgs) =>
          svgs
            // An icon in a part this screen hides (the phone's strip on a desktop) draws nothing.
            .filter((svg) => svg.getClientRects().length > 0)
            .map((svg) => svg.querySelector('use')!)
            .filter((use) => {
              const box = use.getBBox();
              return box.width === 0 || box.height === 0;
            })
            .map((use) => use.getAttribute('href')),
        );
      await expect.poll(undrawn).toEqual([]);
    });
  }
});
