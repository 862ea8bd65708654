import { routes } from '../data/routes';
import { OVERLAY_ONLY_CLASS } from '../components/shell/overlay-clock';
import { test, expect } from './fixtures';

// Every font size and weight pair is a font instance the first layout sets up, one synchronous
// call to the browser process each on desktop Linux (see tailwind.config.ts). Five for the sans
// stack, plus the monospace address on /contract.
const MAX_FONT_INSTANCES = 6;

test.describe('type scale', () => {
  for (const route of routes) {
    test(`${route} sets its first frame in at most ${MAX_FONT_INSTANCES} font instances`, async ({
      page,
    }) => {
      // Measured as soon as the page is shown under the loading overlay: its first layout
      // includes the overlay's words and the page's.
      await page.goto(route);
      await page.waitForFunction(
        (overlayOnly) => !document.documentElement.classList.contains(overlayOnly),
        OVERLAY_ONLY_CLASS,
      );
      const instances = await page.evaluate(() => {
        const seen = new Set<string>();
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const element = node.parentElement;
          if (!element || !node.textContent?.trim() || element.closest('script, template'))
            continue;
          if (!element.getClientRects().length) continue;
          const style = getComputedStyle(element);
          seen.add(`${style.fontFamily.split(',')[0]} ${style.fontSize} ${style.fontWeight}`);
        }
        return [...seen].sort();
      });
      expect(instances.length, instances.join(' | ')).toBeLessThanOrEqual(MAX_FONT_INSTANCES);
      expect(instances.length).toBeGreaterThan(2);
    });
  }
});
