/**
 * axe (WCAG 2.2 A and AA) on a page as it is now, its colours still: the one way the specs scan.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
/** The rules of those that read colours: all a change of scheme can change. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Colour transitions off, so that axe reads a scheme's or a state's own colours, never a mix. With
 * `transition: none` on every element and pseudo-element no transition can start, and one running
 * when the sheet is added is cancelled: each change of scheme, width, hover, focus or state takes
 * effect in the very style recalculation that axe's reads force. There is nothing to wait for, so
 * nothing to miss, however late the machine runs the next frame. Waiting instead, for the
 * transitions running once the media changed, missed those the next recalculation starts.
 * A constructed stylesheet: CSSOM is not markup, which the page's CSP rightly refuses.
 */
export async function stillColours(page: Page) {
  const running = await page.evaluate(() => {
    const sheets = document.adoptedStyleSheets;
    if (!sheets.some((sheet) => sheet.cssRules[0]?.cssText.includes('transition: none'))) {
      const still = new CSSStyleSheet();
      still.replaceSync('*, ::before, ::after { transition: none !important; }');
      document.adoptedStyleSheets = [...sheets, still];
    }
    return document.getAnimations().filter((animation) => animation instanceof CSSTransition)
      .length;
  });
  expect(running, 'CSS transitions running while axe reads colours').toBe(0);
}

/**
 * Every violation axe finds on the page, its colours still, one line each, headed by `label`.
 * axe runs whole in the page (`setLegacyMode`): the default gathers each scan's results in a new
 * blank page, which it fills with axe again, a third of a scan's time on a loaded machine, for
 * the sake of cross-origin frames, which legacy mode skips; so a scan first checks there are none.
 * In the dark scheme only the colour rules run: the dark scheme changes colours and nothing else
 * (__tests__/house/dark-scheme.test.ts holds the styles to that), so every other rule's answer is
 * the light scheme's, which each state is also scanned in. That is half of a scan's time. Only
 * violations are gathered whole (`resultTypes`): axe lists one node for each rule's passes, which
 * nothing reads, instead of every one.
 */
export async function violations(page: Page, label: string): Promise<string[]> {
  await stillColours(page);
  const origin = new URL(page.url()).origin;
  const foreign = page
    .frames()
    .map((frame) => frame.url())
    .filter((url) => /^https?:/.test(url) && new URL(url).origin !== origin);
  expect(foreign, `${label}: cross-origin frames, which this scan would skip`).toEqual([]);
  const dark = await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches);
  const axe = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
  const { violations } = await (dark ? axe.withRules(COLOUR_RULES) : axe.withTags(WCAG)).analyze();
  return violations.map(
    (v) => `${label}: ${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

/**
 * `violations` on a page whose clock the test holds (`stopClock`), so that a timed state (the
 * avoided card, the copy confirmation) stays as it is for the whole scan, however slow the
 * machine. axe hands on each rule's result through a zero-delay timer, which a stopped clock never
 * fires (it hung axe), so while axe runs the clock moves 1 ms at a time, each move made only when
 * the page is idle again (its timers run on the page's own thread); and the test checks that the
 * clock moved less than the state lasts, so no timer of the state's can have fired during the scan.
 */
export async function violationsHeld(page: Page, label: string, holdsFor: number) {
  let scanning = true;
  const scan = violations(page, label).finally(() => (scanning = false));
  let moved = 0;
  while (scanning) {
    moved += 1;
    await page.clock.runFor(1);
  }
  expect(moved, `${label}: ms the page's clock moved during the scan`).toBeLessThan(holdsFor);
  return scan;
}
