import { PNG } from 'pngjs';
import type { APIRequestContext } from '@playwright/test';
import { siteContent, siteLanguages } from '../../lib/content';
import { test, expect, openPage } from '../fixtures';

/**
 * The second token's translations (Arabic, Hindi with its reordering vowel signs, Vietnamese with
 * its stacked marks): each language's share cards are served and drawn in its own words, not the
 * base language's. That they are drawable at all is the build's check (it refuses a character no
 * font can draw); that they are shaped right is Jest's (__tests__/lib/shaped-text.test.ts).
 */
const [base, ...translations] = siteLanguages();
const CARDS = ['og.png', 'og/contract.png'];

async function card(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()['content-type'], path).toBe('image/png');
  return PNG.sync.read(await response.body());
}

/** The share of pixels that differ between two pictures of one size. */
function differing(a: PNG, b: PNG) {
  let count = 0;
  for (let i = 0; i < a.data.length; i += 4) {
    if ([0, 1, 2].some((k) => Math.abs(a.data[i + k]! - b.data[i + k]!) > 48)) count += 1;
  }
  return count / (a.width * a.height);
}

test('the build has translations beside the base language', () => {
  expect(base).toBeDefined();
  expect(translations.map((language) => language.tag)).toEqual(
    expect.arrayContaining(['ar', 'hi', 'vi']),
  );
});

for (const { tag, segment } of translations) {
  test(`${tag}: its share cards are drawn in its own words`, async ({ request }) => {
    for (const file of CARDS) {
      const own = await card(request, `${segment}/${file}`);
      const baseCard = await card(request, file);
      expect([own.width, own.height]).toEqual([1200, 630]);
      // The mascot and the brand's mark are the same; the words are not.
      expect(differing(own, baseCard), `${segment}/${file}`).toBeGreaterThan(0.005);
    }
  });
}

const hindi = translations.find((language) => language.tag === 'hi');

test('on the Hindi home, the meme maker loads the Devanagari face on its press, for a Hindi caption', async ({
  page,
}) => {
  expect(hindi).toBeDefined();
  const words = siteContent('hi').home.memeMaker;
  const faces: string[] = [];
  page.on('response', (response) => {
    if (/\/art\/fonts\/deva\//.test(response.url())) faces.push(`${response.status()}`);
  });
  await openPage(page, hindi!.segment);
  expect(faces).toEqual([]);
  await page.getByRole('button', { name: words.open }).click();
  const dialog = page.getByRole('dialog', { name: words.dialogTitle });
  await dialog.getByLabel(words.top).fill('हिन्दी मेंढक');
  await expect.poll(() => faces).toContain('200');
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.fonts].some(
          (face) => face.family.replace(/"/g, '') === 'Picture Deva' && face.status === 'loaded',
        ),
      ),
    )
    .toBe(true);
});
