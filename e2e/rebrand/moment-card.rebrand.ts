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

test("a moment's card is drawn in the second token's brand", async ({ page }) => {
  expect(cardBrand.name).toBe(token.NEXT_PUBLIC_BRAND_NAME);
  expect(cardBrand.mascot).toMatch(
    new RegExp(`^${token.NEXT_PUBLIC_BASE_PATH}/art/mascot-\\d+\\.webp$`),
  );
  expect(cardBrand.url).toBe(`${token.NEXT_PUBLIC_SITE_URL}/`);

  const chunks: string[] = [];
  page.on('response', (response) => {
    if (/\/_next\/static\/chunks\/.+\.js$/.test(response.url()))
      chunks.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  await openPage(page, './');
  const author = sampleMoments[0]!.author;
  const values = brandValues(cardBrand, author);
  await page.getByRole('button', { name: fill(words.controlLabel, values), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: words.dialogTitle });
  await expect(dialog.getByRole('img', { name: fill(words.imageAlt, values) })).toBeVisible();
  for (const chunk of chunks)
    expect(chunk).toMatch(new RegExp(`^200 ${token.NEXT_PUBLIC_BASE_PATH}/_next/`));

  const download = dialog.getByRole('link', { name: words.download, exact: true });
  const [saved] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(saved.suggestedFilename()).toBe(downloadName(words, cardBrand, author));
  expect(saved.suggestedFilename().startsWith(token.NEXT_PUBLIC_BRAND_NAME!.toLowerCase())).toBe(
    true,
  );
  checkCard(await readFile((await saved.path())!), 'second token');
});
