import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { Page } from '@playwright/test';
import { test, expect, openPage } from './fixtures';
import { content } from './support/content';

// Self-contained on purpose: everything it compares comes from the built page, so the same spec
// proves the code after a rebuild with another address, token URL or ticker.

/** The address link: the one link whose text is an address (Solana's base58, or EVM's 0x). */
const addressLink = (page: Page) =>
  page.getByRole('link', { name: /^(?:[1-9A-HJ-NP-Za-km-z]{32,44}|0x[0-9a-fA-F]{40})$/ });

async function expectCodeOfTokenPage(page: Page, { scripts = true } = {}) {
  // Without scripts React never removes the overlay (openPage waits for that); CSS hides it at once.
  if (scripts) await openPage(page, 'contract');
  else await page.goto('contract');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.contract.heading);
  const qr = page.getByRole('img', { name: content.contract.qrLabel });
  await qr.scrollIntoViewIfNeeded();

  const box = (await qr.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(160);
  expect(box.height).toBe(box.width);

  const png = PNG.sync.read(await qr.screenshot());
  // dontInvert: the code must be dark modules on a light ground in either colour scheme.
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height, {
    inversionAttempts: 'dontInvert',
  });
  expect(code, 'the rendered QR code decodes').not.toBeNull();

  const href = await addressLink(page).getAttribute('href');
  expect(href).toMatch(/^https:\/\//);
  expect(code!.data).toBe(href);

  // The quiet zone: four modules of light pixels on every side of the symbol.
  const modules = 17 + 4 * code!.version;
  const margin = Math.floor((4 * png.width) / (modules + 8));
  const dark: string[] = [];
  for (let y = 0; y < png.height; y += 1) {
    for (let x = 0; x < png.width; x += 1) {
      const inMargin =
        x < margin || y < margin || x >= png.width - margin || y >= png.height - margin;
      if (inMargin && png.data[(y * png.width + x) * 4]! < 200) dark.push(`${x},${y}`);
    }
  }
  expect(dark, 'dark pixels in the quiet zone').toEqual([]);
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} scheme`, () => {
    test.use({ colorScheme });

    test('the QR code on /contract decodes to the address link’s token page', async ({ page }) => {
      await expectCodeOfTokenPage(page);
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ colorScheme: 'dark', javaScriptEnabled: false });

  test('the QR code is in the page’s HTML and decodes the same', async ({ page }) => {
    await expectCodeOfTokenPage(page, { scripts: false });
  });
});
