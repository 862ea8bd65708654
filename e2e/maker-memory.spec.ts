import type { Page } from '@playwright/test';
import { content } from './support/content';
import { test, expect, openPage } from './fixtures';
import { scaled } from './harness/machine';

// A visitor who opens a maker, makes a picture and closes it, twenty times, leaves no canvas
// pixels and no object URL behind. WebKit counts every live canvas's memory against the page until
// the garbage is collected (and refuses a new canvas past its cap), so every canvas a maker makes
// is shrunk to 1×1 once done with. The page here keeps every canvas alive, as a collector that
// has not run yet would, and counts their pixels.

const CYCLES = 20;

/** Keeps every canvas the page makes, and every object URL made and revoked. */
function recordCanvasesAndUrls() {
  const w = window as unknown as {
    __canvases: HTMLCanvasElement[];
    __made: string[];
    __revoked: string[];
  };
  w.__canvases = [];
  w.__made = [];
  w.__revoked = [];
  const createElement = Document.prototype.createElement;
  Document.prototype.createElement = function (this: Document, ...args: [string]) {
    const element = createElement.apply(this, args);
    if (element instanceof HTMLCanvasElement) w.__canvases.push(element);
    return element;
  } as typeof createElement;
  const create = URL.createObjectURL.bind(URL);
  const revoke = URL.revokeObjectURL.bind(URL);
  URL.createObjectURL = (object: Blob | MediaSource) => {
    const url = create(object);
    w.__made.push(url);
    return url;
  };
  URL.revokeObjectURL = (url: string) => {
    w.__revoked.push(url);
    revoke(url);
  };
}

const kept = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as {
      __canvases: HTMLCanvasElement[];
      __made: string[];
      __revoked: string[];
    };
    return {
      canvases: w.__canvases.length,
      pixels: w.__canvases.reduce((sum, canvas) => sum + canvas.width * canvas.height, 0),
      unrevoked: w.__made.filter((url) => !w.__revoked.includes(url)).length,
    };
  });

const makers = [
  {
    name: 'the profile frame',
    route: '/profile',
    words: content.profile.frame,
    open: content.profile.frame.open,
    title: content.profile.frame.title,
    ready: content.profile.frame.share.ready,
  },
  {
    name: 'the meme maker',
    route: '/',
    words: content.home.memeMaker,
    open: content.home.memeMaker.open,
    title: content.home.memeMaker.dialogTitle,
    ready: content.home.memeMaker.ready,
  },
];

for (const maker of makers) {
  test(`${maker.name}, opened, used and closed ${CYCLES} times, keeps no canvas pixels or object URLs`, async ({
    page,
  }) => {
    test.setTimeout(scaled(120_000));
    await page.addInitScript(recordCanvasesAndUrls);
    await openPage(page, maker.route);
    const opener = page.getByRole('button', { name: maker.open, exact: true });
    const dialog = page.getByRole('dialog', { name: maker.title });
    // The maker's <dialog> in the document, shown or not: it stays there until the maker goes.
    const mounted = page.locator('dialog').filter({ hasText: maker.title });
    for (let cycle = 0; cycle < CYCLES; cycle += 1) {
      await opener.click();
      await expect(mounted).toHaveCount(1);
      await dialog.getByRole('button', { name: maker.words.make }).click();
      await expect(dialog.getByRole('status')).toHaveText(maker.ready);
      await dialog.getByRole('button', { name: maker.words.close }).click();
      await expect(dialog).toBeHidden();
      // The dialog hides at once; the maker, and with it its preview canvas, goes a task later
      // (on the dialog's close event). Counted before that, the last preview was still drawn.
      await expect(mounted).toHaveCount(0);
    }
    const { canvases, pixels, unrevoked } = await kept(page);
    // Each cycle made a preview and a picture: both went back to a single pixel. One picture of
    // 1080 or 1200 pixels a side not given back would be over a million.
    expect(canvases).toBeGreaterThanOrEqual(2 * CYCLES);
    expect(pixels).toBe(canvases);
    expect(unrevoked).toBe(0);
  });
}
