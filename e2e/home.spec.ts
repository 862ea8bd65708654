import type { Page } from '@playwright/test';
import { composer, fillComposer, type ComposerValues } from './support/composer';
import { test, expect, openPage } from './fixtures';

const promptButton = composer.prompt;
const momentsList = composer.moments;

const sample: ComposerValues = {
  name: 'Mei Kawaii',
  skill: 'Synergy',
  activity: 'napping through the all-hands',
  waifus: '3',
  lewdArt: '2',
};

async function scrollWidth(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

test('a visitor posts a waifu moment and sees it at the top of the list', async ({ page }) => {
  await openPage(page, '/');
  await promptButton(page).click();
  await expect(page.getByLabel('Name', { exact: true })).toBeFocused();
  await fillComposer(page, sample);
  await page.getByRole('button', { name: 'Submit for Review' }).click();

  await expect(momentsList(page).first()).toContainText(
    'Mei Kawaii, our resident Synergy expert, made 3 waifus and 2 pieces of lewd art today, and still found time for napping through the all-hands.',
  );
  await expect(page.getByLabel('Name', { exact: true })).toBeHidden();
  await expect(promptButton(page)).toHaveAttribute('aria-expanded', 'false');
});

test('a visitor can do it all from the keyboard', async ({ page }) => {
  await openPage(page, '/');
  await promptButton(page).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.type('Rin');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Tsundere Negotiation');
  await page.keyboard.press('Tab');
  await page.keyboard.type('pretending not to care');
  await page.keyboard.press('Enter');

  await expect(momentsList(page).first()).toContainText('Rin, our resident Tsundere Negotiation');
  await expect(promptButton(page)).toBeFocused();
});

test('avoiding a matchmaker shows the feedback, then the next entry after about 2 s', async ({
  page,
}) => {
  await openPage(page, '/');
  const section = page.getByRole('region', { name: 'Top Waifu Matchmakers!' });
  const card = section.getByRole('listitem').first();
  const name = card.getByRole('heading', { level: 3 });
  const first = await name.textContent();

  await card.hover();
  await expect(card.getByText("Click 'Avoid' to dodge this bullet!")).toBeVisible();

  // Timed in the page: from the first click to the frame-side change of name, beside a 2 s timer
  // of the test's own started at the same click. A busy machine makes both timers late alike, so
  // neither its protocol round trips nor its late timers decide the result.
  await card.evaluate((item) => {
    const current = () => item.querySelector('div:not([aria-hidden]) > h3')?.textContent;
    const w = window as unknown as {
      avoid: { clickedAt?: number; twoSecondsAt?: number; nextAt?: number };
    };
    const first = current();
    w.avoid = {};
    item.addEventListener(
      'click',
      () => {
        if (w.avoid.clickedAt !== undefined) return;
        w.avoid.clickedAt = performance.now();
        setTimeout(() => (w.avoid.twoSecondsAt = performance.now()), 2_000);
      },
      true,
    );
    new MutationObserver(() => {
      if (current() !== first) w.avoid.nextAt ??= performance.now();
    }).observe(item, { subtree: true, attributes: true, childList: true, characterData: true });
  });
  await card.getByRole('button', { name: /^avoid/i }).dblclick();
  await expect(card.getByRole('button', { name: 'Avoided! ✓' })).toBeVisible();
  await expect(card.getByRole('status')).toHaveText('Smart choice! Crisis avoided 🎉');
  await expect(name).toHaveText(first ?? '');

  await expect(card.getByRole('button', { name: /^avoid /i })).toBeVisible({ timeout: 10_000 });
  type Avoid = { clickedAt: number; twoSecondsAt?: number; nextAt: number };
  const avoid = () => page.evaluate(() => (window as unknown as { avoid: Avoid }).avoid);
  await expect.poll(async () => (await avoid()).twoSecondsAt).toBeDefined();
  const { clickedAt, twoSecondsAt = 0, nextAt } = await avoid();
  // Never before 2 s (a timer does not fire early; 50 ms for the clock's rounding),
  expect(nextAt - clickedAt).toBeGreaterThanOrEqual(1_950);
  // and within 500 ms of a 2 s timer started at the same click: the site's timer starts a render
  // later, in an effect, and its change takes another render; a second avoid cycle would be 2 s.
  expect(Math.abs(nextAt - twoSecondsAt)).toBeLessThan(500);
  const second = await name.textContent();
  expect(second).not.toBe(first);

  await page.waitForTimeout(2_500);
  await expect(name).toHaveText(second ?? '');
});

test('every external link opens in a new tab with no opener or referrer', async ({ page }) => {
  await openPage(page, '/');
  const links = page.locator('#main a[href^="http"]');
  expect(await links.count()).toBeGreaterThanOrEqual(10);
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await expect(page.getByRole('link', { name: /join our community/i })).toBeVisible();
});

for (const waifus of ['21', '0']) {
  test(`the browser blocks ${waifus} Waifus Made Today`, async ({ page }) => {
    await openPage(page, '/');
    const before = await momentsList(page).count();
    await promptButton(page).click();
    await fillComposer(page, { ...sample, name: 'Out of range', waifus });
    await page.getByRole('button', { name: 'Submit for Review' }).click();

    const input = page.getByLabel('Waifus Made Today', { exact: true });
    await expect(input).toBeVisible();
    await expect(input).toHaveJSProperty('validity.valid', false);
    expect(await input.evaluate((el) => el.matches(':invalid'))).toBe(true);
    const flag: keyof ValidityState = waifus === '21' ? 'rangeOverflow' : 'rangeUnderflow';
    expect(await input.evaluate((el: HTMLInputElement, key) => el.validity[key], flag)).toBe(true);
    await expect(momentsList(page)).toHaveCount(before);
  });
}

test.describe('at 360 px wide', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('shows the feed first and never scrolls sideways, even after a 10,000-character word', async ({
    page,
  }) => {
    await openPage(page, '/');
    expect(await scrollWidth(page)).toBeLessThanOrEqual(360);

    const composerTop = await promptButton(page).evaluate((el) => el.getBoundingClientRect().top);
    const profileTop = await page
      .getByRole('region', { name: 'Aiko Moonbag' })
      .evaluate((el) => el.getBoundingClientRect().top);
    expect(composerTop).toBeLessThan(profileTop);

    await promptButton(page).click();
    await fillComposer(page, { ...sample, name: 'W'.repeat(10_000) });
    await page.getByLabel('Favorite activity', { exact: true }).fill('a'.repeat(10_000));
    await page.getByRole('button', { name: 'Submit for Review' }).click();
    await expect(momentsList(page).first()).toContainText('WWWW');

    expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
  });
});

test('stays responsive through 200 submissions in a row', async ({ page }) => {
  await openPage(page, '/');
  const before = await momentsList(page).count();
  // Driven inside the page, so what is measured is the page's own frame time, not the protocol's.
  // The bound is on the slowest single submission and is loose on purpose: it catches a page that
  // freezes as the list grows, not a busy CI machine (speed itself is the benchmark's job).
  const slowest = await page.evaluate(async () => {
    const prompt = document.querySelector<HTMLButtonElement>('[aria-controls][aria-expanded]')!;
    let worst = 0;
    for (let i = 0; i < 200; i += 1) {
      const t0 = performance.now();
      prompt.click();
      const form = document.getElementById(
        prompt.getAttribute('aria-controls')!,
      ) as HTMLFormElement;
      (form.elements.namedItem('name') as HTMLInputElement).value = `Mei ${i}`;
      (form.elements.namedItem('skill') as HTMLInputElement).value = 'Synergy';
      (form.elements.namedItem('excuse') as HTMLInputElement).value = 'naps';
      form.requestSubmit();
      await new Promise(requestAnimationFrame);
      worst = Math.max(worst, performance.now() - t0);
    }
    return worst;
  });
  await expect(momentsList(page)).toHaveCount(before + 200);
  await expect(momentsList(page).first()).toContainText('Mei 199,');
  await expect(momentsList(page).nth(199)).toContainText('Mei 0,');
  expect(slowest).toBeLessThan(1_000);

  await promptButton(page).click();
  await expect(page.getByLabel('Name', { exact: true })).toBeFocused();
});
