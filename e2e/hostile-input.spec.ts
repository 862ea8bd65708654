import { test, expect, openPage } from './fixtures';
import { composer, fillComposer, type ComposerValues } from './support/composer';
import { content } from './support/content';

const valid: ComposerValues = {
  name: 'Mei',
  skill: 'Synergy',
  activity: 'naps',
  waifus: '3',
  lewdArt: '0',
};

const payloads = {
  'an HTML payload': '<img src=x onerror="window.pwned=1">',
  'a script payload': '<script>window.pwned=1</script>',
  'a 10,000-character word': 'w'.repeat(10_000),
  emoji: '👩‍💻🧑🏽‍🎤🏳️‍🌈✨',
  'right-to-left text': 'مرحبا بالعالم שלום עולם',
  'combining marks': 'Z̴̡̪a̷̛l̶̢g̸̨o̵̧ w̷a̸i̵f̶u̷',
  'whitespace only': '   ',
};

for (const width of [1280, 360]) {
  test.describe(`hostile text at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    // One page takes every payload in turn: each moment must be the payload as text, and the page
    // must stay within its width after each.
    test(`every payload in every text field is shown as text and never widens the page`, async ({
      page,
    }) => {
      page.on('dialog', (dialog) => {
        throw new Error(`unexpected dialog: ${dialog.message()}`);
      });
      await openPage(page, '/');
      for (const [label, payload] of Object.entries(payloads)) {
        const before = await composer.moments(page).count();
        await composer.prompt(page).click();
        await fillComposer(page, { ...valid, name: payload, skill: payload, activity: payload });
        await composer.submit(page).click();

        await expect(composer.moments(page), label).toHaveCount(before + 1);
        const first = composer.moments(page).first();
        if (payload.trim()) expect(await first.textContent(), label).toContain(payload);
        expect(await first.locator('img[src="x"], script').count(), label).toBe(0);
        expect(await page.evaluate(() => 'pwned' in window), label).toBe(false);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth),
          label,
        ).toBeLessThanOrEqual(width);
        const box = await first.boundingBox();
        expect(box && box.x + box.width, label).toBeLessThanOrEqual(width);
      }
    });
  });
}

test.describe('number fields', () => {
  // Each value with the validity flag the browser must raise for it. One page for all: a blocked
  // submit leaves the composer open, and each case fills every field again.
  const blocked: [string, Partial<ComposerValues>, string, keyof ValidityState][] = [
    ['-1', { waifus: '-1' }, content.home.composer.waifus, 'rangeUnderflow'],
    ['0', { waifus: '0' }, content.home.composer.waifus, 'rangeUnderflow'],
    ['21', { waifus: '21' }, content.home.composer.waifus, 'rangeOverflow'],
    ['1.5', { waifus: '1.5' }, content.home.composer.waifus, 'stepMismatch'],
    [
      'a huge number',
      { waifus: '99999999999999999999' },
      content.home.composer.waifus,
      'rangeOverflow',
    ],
    ['1e3', { waifus: '1e3' }, content.home.composer.waifus, 'rangeOverflow'],
    ['nothing', { waifus: '' }, content.home.composer.waifus, 'valueMissing'],
    ['-1', { lewdArt: '-1' }, content.home.composer.art, 'rangeUnderflow'],
    ['0.5', { lewdArt: '0.5' }, content.home.composer.art, 'stepMismatch'],
    ['nothing', { lewdArt: '' }, content.home.composer.art, 'valueMissing'],
  ];

  test('the browser blocks each value out of bounds, naming why, and nothing is posted', async ({
    page,
  }) => {
    await openPage(page, '/');
    const before = await composer.moments(page).count();
    await composer.prompt(page).click();
    for (const [value, values, field, flag] of blocked) {
      await fillComposer(page, { ...valid, ...values });
      await composer.submit(page).click();
      const input = composer.field(page, field);
      await expect(input).toBeVisible();
      expect(await input.evaluate((el) => el.matches(':invalid')), `${field} ${value}`).toBe(true);
      expect(
        await input.evaluate((el: HTMLInputElement, key) => el.validity[key], flag),
        `${field} ${value}: ${flag}`,
      ).toBe(true);
      await expect(composer.moments(page)).toHaveCount(before);
    }
  });

  const accepted: [string, Partial<ComposerValues>, RegExp][] = [
    ['exponent notation inside the bounds', { waifus: '1e1' }, /10/],
    ['a huge amount of lewd art (no max)', { lewdArt: '1000000000' }, /1,?000,?000,?000/],
    ['the bounds themselves', { waifus: '20', lewdArt: '0' }, /20/],
  ];

  test('accepts exponent notation and the bounds, and shows each as text', async ({ page }) => {
    await openPage(page, '/');
    for (const [label, values, shown] of accepted) {
      await composer.prompt(page).click();
      await fillComposer(page, { ...valid, ...values });
      await composer.submit(page).click();
      await expect(composer.moments(page).first(), label).toContainText(shown);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        label,
      ).toBeLessThanOrEqual(1280);
    }
  });
});
