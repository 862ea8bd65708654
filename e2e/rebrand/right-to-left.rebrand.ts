import { siteContent, siteLanguages } from '../../lib/content';
import { test, expect, openPage } from '../fixtures';

/**
 * The second token's right-to-left translation (Arabic): every cashtag and hashtag in the page's
 * text reads in its own direction, its sign drawn left of its first letter, as the browser lays it
 * out (each measured with a Range's rectangles). Unisolated, the bidi algorithm gives the sign to
 * the sentence and draws `RIBBIT$`. The language switcher is the footer's, not the main content's.
 */
const rightToLeft = siteLanguages().filter((language) => language.dir === 'rtl');

test('the build has a right-to-left translation', () => {
  expect(rightToLeft.length).toBeGreaterThan(0);
});

for (const { segment, tag } of rightToLeft) {
  for (const route of ['', '/contract']) {
    test(`/${segment}${route}: every cashtag’s sign is drawn left of its letters`, async ({
      page,
    }) => {
      await openPage(page, `${segment}${route}`);
      const tags = await page.evaluate(() => {
        const found: { tag: string; signLeft: number; letterLeft: number }[] = [];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        const rect = (node: Text, at: number) => {
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + 1);
          return range.getBoundingClientRect();
        };
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node as Text;
          if (!text.parentElement?.checkVisibility()) continue;
          for (const match of text.data.matchAll(/[$#][A-Za-z]\w*/g)) {
            const sign = rect(text, match.index);
            const letter = rect(text, match.index + 1);
            if (!sign.width || !letter.width) continue;
            found.push({ tag: match[0], signLeft: sign.left, letterLeft: letter.left });
          }
        }
        return found;
      });
      expect(tags.length).toBeGreaterThan(0);
      expect(tags.filter(({ signLeft, letterLeft }) => signLeft >= letterLeft)).toEqual([]);
    });
  }

  test(`/${segment}: the language switcher is in the footer, outside the main content`, async ({
    page,
  }) => {
    await openPage(page, segment);
    const name = siteContent(tag).site.languages.label;
    await expect(page.getByRole('contentinfo').getByRole('navigation', { name })).toBeVisible();
    await expect(page.getByRole('main').locator('[aria-current]')).toHaveCount(0);
  });
}
