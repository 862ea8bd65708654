import type { Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { content } from './support/content';
import { fromBase64, linkedBytes, recordObjectUrls, stallToBlob } from './support/moment-card';
import { test, expect, openPage } from './fixtures';
import { violations } from './support/axe';

// The meme maker in Blink: what it loads and when, and the picture it makes, decoded. Its journey
// in all three engines is e2e/journeys/meme-maker.spec.ts.

const words = content.home.memeMaker;
const opener = (page: Page) => page.getByRole('button', { name: words.open, exact: true });
const dialog = (page: Page) => page.getByRole('dialog', { name: words.dialogTitle });

/** The picture behind the dialog's Download link, made anew. */
async function exportMeme(page: Page): Promise<PNG> {
  await dialog(page).getByRole('button', { name: words.make }).click();
  await expect(dialog(page).getByRole('status')).toHaveText(words.ready);
  const base64 = await page.evaluate(linkedBytes, 'dialog[open] a[download]');
  return PNG.sync.read(fromBase64(base64!));
}

/** Pixels whose colour differs between the two pictures, in the rows from `from` to `to` (0–1). */
function changed(a: PNG, b: PNG, from: number, to: number): number {
  let count = 0;
  for (let y = Math.floor(a.height * from); y < Math.floor(a.height * to); y += 1) {
    for (let x = 0; x < a.width; x += 1) {
      const i = (y * a.width + x) * 4;
      if ([0, 1, 2].some((c) => Math.abs(a.data[i + c]! - b.data[i + c]!) > 40)) count += 1;
    }
  }
  return count;
}

test('the meme maker loads on the press; captions change the top and bottom bands, not the middle', async ({
  page,
}) => {
  const requests: { url: string; afterPress: boolean }[] = [];
  let pressed = false;
  page.on('request', (request) => requests.push({ url: request.url(), afterPress: pressed }));
  await page.addInitScript(recordObjectUrls);
  await page.addInitScript(stallToBlob);
  await openPage(page, '/');

  pressed = true;
  await opener(page).click();
  await expect(dialog(page).getByRole('img', { name: words.preview })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName('maker:meme:preview').length))
    .toBe(1);
  // Nothing of the maker before the press: its code, its face and its templates come after.
  const before = requests.filter((r) => !r.afterPress).map((r) => r.url);
  expect(before.filter((url) => /meme-caption|-template\./.test(url))).toEqual([]);
  // Asked for once, after the press: the press's preload is the request the face is made from.
  const font = requests.filter((r) => new URL(r.url).pathname.endsWith('/meme-caption.woff2'));
  expect(font.map((r) => r.afterPress)).toEqual([true]);
  expect(await page.evaluate(() => document.fonts.check('700 40px "Meme Caption"'))).toBe(true);

  const plain = await exportMeme(page);
  expect(Math.max(plain.width, plain.height)).toBe(1200);
  await dialog(page).getByLabel(words.top).fill('One does not simply');
  await dialog(page).getByLabel(words.bottom).fill('sell the top');
  const captioned = await exportMeme(page);
  expect([captioned.width, captioned.height]).toEqual([plain.width, plain.height]);
  expect(changed(plain, captioned, 0, 0.3)).toBeGreaterThan(1000);
  expect(changed(plain, captioned, 0.7, 1)).toBeGreaterThan(1000);
  expect(changed(plain, captioned, 0.36, 0.64)).toBe(0);

  const marks = await page.evaluate(() =>
    ['open', 'preview', 'export-start', 'export-end'].map(
      (name) => performance.getEntriesByName(`maker:meme:${name}`).length > 0,
    ),
  );
  expect(marks).toEqual([true, true, true, true]);

  await dialog(page).getByRole('button', { name: words.close }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(opener(page)).toBeFocused();
});

test.describe('when the maker cannot come, on a phone', () => {
  test.use({
    allowConsole: /Failed to load resource|ERR_INTERNET_DISCONNECTED|_next\/static/,
    viewport: { width: 360, height: 740 },
  });

  test('offline: the visitor is told, Try again works once back online; axe finds nothing', async ({
    page,
  }) => {
    await openPage(page, '/');
    await page.context().setOffline(true);
    await opener(page).click();
    await expect(dialog(page).getByRole('status')).toHaveText(words.loadError);
    expect(await violations(page, 'failed')).toEqual([]);
    await page.context().setOffline(false);
    await dialog(page).getByRole('button', { name: words.retry }).click();
    await expect(dialog(page).getByRole('img', { name: words.preview })).toBeVisible();
    await dialog(page).getByLabel(words.top).fill('gm');
    await dialog(page).getByRole('button', { name: words.make }).click();
    await expect(dialog(page).getByRole('status')).toHaveText(words.ready);
    expect(await violations(page, 'ready')).toEqual([]);
  });
});
