/**
 * Right-to-left text in the pictures made in the browser: a moment's card drawn in Arabic, in a
 * real browser, has its words' ink from right to left and its letters joined. On a page of its
 * own (e2e/support/picture-page.ts), so it needs no Arabic content or build.
 */
import { expect, test } from '@playwright/test';
import { CARD_LAYOUT, CARD_WIDTH } from '../lib/moment-card/layout';
import type { DrawInput } from '../lib/moment-card/draw';
import { inkColumns, openPicturePage } from './support/picture-page';

const SURFACE: [number, number, number] = [255, 255, 255];

const brand: DrawInput['brand'] = {
  name: 'LewdIn',
  mark: 'Lw',
  ticker: '$LEWD',
  address: 'lewdin.example',
  url: 'https://lewdin.example/ar/',
  mascot: '/mascot.svg',
  lang: 'ar',
  dir: 'rtl',
  pictureFont: '/fonts/arab.json',
  colors: {
    brand: '#b0124f',
    accent: '#5b21b6',
    onBrand: '#ffffff',
    surface: '#ffffff',
    ink: '#1f1f1f',
    avatar: '#ede9fe',
    avatarInk: '#5b21b6',
  },
};

/** The sentence's first line, on the mirrored card: the sentence box seen from the other side. */
const { sentence } = CARD_LAYOUT;
const firstLine = {
  x: CARD_WIDTH - sentence.x - sentence.width,
  y: sentence.y,
  width: sentence.width,
  height: 57,
};

test.describe('a moment card in Arabic', () => {
  let fetched: string[] = [];
  test.beforeEach(async ({ page, browserName }) => {
    test.skip(browserName !== 'chromium', 'drawn in Chromium; the journeys cover the engines');
    fetched = await openPicturePage(page, 'Arab');
  });

  const draw = async (page: import('@playwright/test').Page, text: string) => {
    const base64 = await page.evaluate(
      async ({ brand, text }) => {
        const card = (window as unknown as { drawMomentCard: (input: unknown) => Promise<Blob> })
          .drawMomentCard;
        const blob = await card({ moment: { author: 'سارة', text }, brand, note: '{site}' });
        const bytes = new Uint8Array(await blob.arrayBuffer());
        let binary = '';
        for (let i = 0; i < bytes.length; i += 0x8000)
          binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
        return btoa(binary);
      },
      { brand, text },
    );
    return Buffer.from(base64, 'base64');
  };

  test('draws the first word at the right and the next to its left', async ({ page }) => {
    const first = inkColumns(await draw(page, 'قطط'), firstLine, SURFACE);
    const both = inkColumns(await draw(page, 'قطط سعيدة'), firstLine, SURFACE);
    expect(first.length).toBeGreaterThan(20);
    const right = (columns: number[]) => Math.max(...columns);
    const left = (columns: number[]) => Math.min(...columns);
    // Both start at the line's right edge, where a right-to-left line starts…
    expect(firstLine.x + firstLine.width - right(first)).toBeLessThan(12);
    expect(Math.abs(right(both) - right(first))).toBeLessThanOrEqual(2);
    // …and the second word's ink goes on to the left of the first's.
    expect(left(both)).toBeLessThan(left(first) - 40);
    // In the site's own Arabic face, its manifest and the weights drawn fetched on the first card.
    expect(fetched[0]).toBe('/fonts/arab.json');
    expect(fetched).toContain('/fonts/arab/arabic-400.woff2');
  });

  test('joins the letters of a word: its ink is one unbroken stroke', async ({ page }) => {
    const columns = inkColumns(await draw(page, 'قطط'), firstLine, SURFACE);
    expect(columns.length).toBeGreaterThan(20);
    const gaps = columns.slice(1).filter((x, i) => x - columns[i]! > 1);
    expect(gaps).toEqual([]);
  });

  test('mirrors the card: the brand colour at the right, the accent at the left', async ({
    page,
  }) => {
    const png = await draw(page, 'قطط');
    const brandInk = inkColumns(
      png,
      { x: CARD_WIDTH - 30, y: 20, width: 10, height: 10 },
      [176, 18, 79],
    );
    expect(brandInk).toEqual([]);
  });
});
