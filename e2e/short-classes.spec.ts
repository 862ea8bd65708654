import type { Page } from '@playwright/test';
import { navItems } from '../data/shell';
import { asset } from '../lib/asset';
import { siteLanguages, localPath } from '../lib/content';
import { test, expect, openPage } from './fixtures';

// The build gives the stylesheet's classes short names in the HTML, the payloads and the stylesheet
// (scripts/lib/short-classes.mjs), and keeps the names the chunks write. A class on screen with no
// rule is a page drawn unstyled: one renamed in one place and not another, or a payload missed.

/** Every class on the page's elements that no rule of its stylesheets names. */
function unstyledClasses(page: Page) {
  return page.evaluate(() => {
    const styled = new Set<string>();
    const read = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) {
          for (const [, name] of rule.selectorText.matchAll(/\.((?:\\.|[\w-])+)/g)) {
            styled.add(name!.replace(/\\(.)/g, '$1'));
          }
        }
        if ('cssRules' in rule) read((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) read(sheet.cssRules);
    const used = new Set(
      Array.from(document.querySelectorAll('[class]')).flatMap((element) =>
        Array.from(element.classList),
      ),
    );
    return [...used].filter((name) => !styled.has(name)).sort();
  });
}

/** Follows the page's own link to `path` (the nav's or the footer's): the shell's navigation. */
async function follow(page: Page, path: string) {
  await page
    .locator(`a[href="${asset(path)}"]`)
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
}

test('every class on a page has a rule, loaded or reached by the shell, in every language', async ({
  page,
}) => {
  const [base, ...translations] = siteLanguages();
  // The shell's navigations render each page from its payload (.txt), not its HTML.
  await openPage(page, '/');
  expect(await unstyledClasses(page), '/').toEqual([]);
  for (const route of [...navItems.slice(1).map((item) => item.href), '/contract']) {
    await follow(page, localPath(route, base));
    expect(await unstyledClasses(page), `${route}, by the shell`).toEqual([]);
  }
  for (const language of translations) {
    await openPage(page, localPath('/', language));
    expect(await unstyledClasses(page), localPath('/', language)).toEqual([]);
    await follow(page, localPath('/contract', language));
    expect(
      await unstyledClasses(page),
      `${localPath('/contract', language)}, by the shell`,
    ).toEqual([]);
  }
});
