import { readFile } from 'node:fs/promises';
import { content } from '../support/content';

const words = { ...content.home.momentShare, newTab: content.site.newTab };
const sampleMoments = content.home.moments.samples;
import { brandValues, downloadName, fill } from '../../lib/moment-card/text';
import { test, expect, openPage } from '../fixtures';
import { cardBrand, checkCard } from '../support/moment-card';
import { readTokenEnv } from './token';

/**
 * A moment's card on the second token's build: its colours, its mark, its own mascot (a PNG the
 * build made a WebP of) and its name on the file, the chunk and the mascot found under its base
 * path.
 */
const token = readTokenEnv();
const basePath = token.NEXT_PUBLIC_BASE_PATH ?? '';

test("a moment's card is drawn in the second token's brand", async ({ page }) => {
  expect(cardBrand().name).toBe(token.NEXT_PUBLIC_BRAND_NAME);
  expect(cardBrand().url).toBe(`${token.NEXT_PUBLIC_SITE_URL}/`);
  // The mascot the card draws is the loading screen's, which the build made of the team's PNG.
  const home = await (await page.request.get('./')).text();
  expect(home).toMatch(new RegExp(`<img [^>]*src="${basePath}/art/mascot-\\d+\\.webp"`));

  const chunks: string[] = [];
  page.on('response', (response) => {
    if (/\/_next\/static\/chunks\/.+\.js$/.test(response.url()))
      chunks.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  await openPage(page, './');
  const author = sampleMoments[0]!.author;
  const values = brandValues(cardBrand(), author);
  await page.getByRole('button', { name: fill(words.controlLabel, values), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: words.dialogTitle });
  await expect(dialog.getByRole('img', { name: fill(words.imageAlt, values) })).toBeVisible();
  for (const chunk of chunks) expect(chunk).toMatch(new RegExp(`^200 ${basePath}/_next/`));

  const download = dialog.getByRole('link', { name: words.download, exact: true });
  const [saved] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(saved.suggestedFilename()).toBe(downloadName(words, cardBrand(), author));
  // The team's name starts it, as the team writes it (the file name keeps its letters' case).
  expect(saved.suggestedFilename().startsWith(`${token.NEXT_PUBLIC_BRAND_NAME}-`)).toBe(true);
  checkCard(await readFile((await saved.path())!), 'second token');
});
