import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { pngName } from '../lib/picture-share';
import { MAX_FILE_BYTES } from '../lib/frame-maker/sniff';
import { content, fill } from './support/content';
import { checkFrame, frameColour, frameSite, near, STRIPES, stripedPhoto } from './support/frame';
import { stallToBlob } from './support/moment-card';
import { test, expect, openPage } from './fixtures';

// The profile-frame maker in Blink, on a computer: the photo from a file, moved by the mouse and
// the keyboard, exported and decoded; every bad file gets its words and leaves the last good
// picture. Gecko and WebKit take the short journey (e2e/journeys/frame-maker.spec.ts).

const words = content.profile.frame;
const dialog = (page: Page) => page.getByRole('dialog', { name: words.title });
const preview = (page: Page) => dialog(page).getByRole('application', { name: words.preview });
const photoInput = (page: Page) => dialog(page).getByLabel(words.choosePhoto);
const download = (page: Page) =>
  dialog(page).getByRole('link', { name: words.share.download, exact: true });

async function choose(page: Page, name: string, mimeType: string, buffer: Buffer) {
  await photoInput(page).setInputFiles({ name, mimeType, buffer });
}

/** Makes the picture and reads the PNG the Download link saves. */
async function exported(page: Page): Promise<Buffer> {
  await dialog(page).getByRole('button', { name: words.make }).click();
  await expect(dialog(page).getByRole('img', { name: words.imageAlt })).toBeVisible();
  const [saved] = await Promise.all([page.waitForEvent('download'), download(page).click()]);
  expect(saved.suggestedFilename()).toBe(pngName(words.share.fileName, {}, frameSite.brand.name));
  return readFile((await saved.path())!);
}

async function openMaker(page: Page) {
  const scripts: { afterPress: boolean; body: Promise<string> }[] = [];
  let pressed = false;
  page.on('response', (response) => {
    if (!/\/_next\/static\/chunks\/.+\.js$/.test(response.url())) return;
    scripts.push({ afterPress: pressed, body: response.text() });
  });
  await openPage(page, '/profile');
  pressed = true;
  await page.getByRole('button', { name: words.open }).click();
  await expect(preview(page)).toBeVisible();
  // The maker came in its own chunk, with the press: none of it was on the page before.
  const bodies = async (after: boolean) =>
    Promise.all(scripts.filter((s) => s.afterPress === after).map((s) => s.body));
  expect((await bodies(true)).some((body) => body.includes('maker:frame:preview'))).toBe(true);
  expect((await bodies(false)).some((body) => body.includes('maker:frame:preview'))).toBe(false);
}

test.describe('the profile frame, on a computer', () => {
  test('a photo is framed, moved by mouse and keyboard, and exported as a 1080 × 1080 PNG', async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET' || request.postData()) requests.push(request.url());
    });
    await page.addInitScript(stallToBlob);
    await openMaker(page);
    await choose(page, 'stripes.png', 'image/png', stripedPhoto());
    checkFrame(await exported(page), STRIPES.middle, 'as chosen');

    // A drag far to the left stops where the photo's right edge meets the circle.
    await preview(page).scrollIntoViewIfNeeded();
    const box = (await preview(page).boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x - box.width, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();
    const dragged = checkFrame(await exported(page), STRIPES.right, 'dragged left');
    // Elsewhere the photo moved with it: the middle stripe left of the middle, and the left
    // stripe still reaching the circle's upper-left edge, above the ring (no empty corner).
    expect(near(frameColour(dragged, -0.15, 0), STRIPES.middle)).toBe(true);
    expect(near(frameColour(dragged, -0.4, -0.28), STRIPES.left)).toBe(true);

    // The arrow keys move it back the other way, past the middle, to the left stripe.
    await preview(page).focus();
    for (let i = 0; i < 20; i += 1) await page.keyboard.press('ArrowRight');
    checkFrame(await exported(page), STRIPES.left, 'moved by keys');

    // Zoomed in with +, the visible buttons, then reset: the middle stripe again.
    await page.keyboard.press('+');
    await dialog(page).getByRole('button', { name: words.rotateRight }).click();
    await dialog(page).getByRole('button', { name: words.reset }).click();
    checkFrame(await exported(page), STRIPES.middle, 'reset');

    // The photo went nowhere: no request carried it (the page made only GETs, of its own files).
    expect(requests).toEqual([]);
  });

  test('EXIF orientation is applied once, and a 48-megapixel photo is decoded downscaled', async ({
    page,
  }) => {
    await openMaker(page);
    // Stored on its side (stripes across), tagged "turn 90° clockwise to view": turned once, the
    // stripes run down again and the middle one is above and below the middle; not turned, or
    // turned twice, they run across and other stripes are there.
    const sideways = await sharp(stripedPhoto())
      .rotate(-90)
      .jpeg({ quality: 95 })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    await choose(page, 'sideways.jpg', 'image/jpeg', sideways);
    const upright = checkFrame(await exported(page), STRIPES.middle, 'EXIF orientation 6');
    expect(near(frameColour(upright, 0, -0.3), STRIPES.middle)).toBe(true);
    expect(near(frameColour(upright, 0, 0.3), STRIPES.middle)).toBe(true);

    const large = await sharp(stripedPhoto(600, 450))
      .resize(8064, 6048, { kernel: 'nearest' })
      .jpeg({ quality: 70 })
      .toBuffer();
    await choose(page, 'large.jpg', 'image/jpeg', large);
    const sizes = await page.evaluate(() =>
      [...document.querySelectorAll('canvas')].map((canvas) => canvas.width * canvas.height),
    );
    for (const pixels of sizes) expect(pixels).toBeLessThanOrEqual(16_777_216);
    checkFrame(await exported(page), STRIPES.middle, '8064 × 6048');
  });

  test('each bad file gets its words, and the last good picture stays', async ({ page }) => {
    await openMaker(page);
    await choose(page, 'stripes.png', 'image/png', stripedPhoto());
    // Make is enabled once this photo is in and nothing else is being read: the bad files come
    // after the good picture, not beside it (the order of reads is __tests__/profile/frame-scene's).
    await expect(dialog(page).getByRole('button', { name: words.make })).toBeEnabled();
    const jpeg = await sharp(stripedPhoto()).jpeg().toBuffer();
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypheic\0\0\0\0mif1heic'),
      Buffer.alloc(2000, 7),
    ]);
    const bad: [string, string, Buffer, string][] = [
      ['cv.pdf', 'application/pdf', Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj'), words.errors.notImage],
      ['me.jpg', 'image/jpeg', Buffer.from('not a photo, just words'), words.errors.notImage],
      ['empty.jpg', 'image/jpeg', Buffer.alloc(0), words.errors.empty],
      [
        'broken.jpg',
        'image/jpeg',
        Buffer.concat([jpeg.subarray(0, 40), Buffer.alloc(900, 0x5a)]),
        words.errors.corrupt,
      ],
      ['IMG_0001.HEIC', 'image/heic', heic, words.errors.heic],
      [
        'logo.svg',
        'image/svg+xml',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        words.errors.svg,
      ],
    ];
    const alert = dialog(page).getByRole('alert');
    for (const [name, type, bytes, message] of bad) {
      await choose(page, name, type, bytes);
      await expect(alert, name).toHaveText(message);
    }
    // Over 25 MB: made in the page (a JPEG's first bytes, then zeros), as sending it over the
    // protocol would take longer than the test.
    await page.evaluate((size) => {
      const bytes = new Uint8Array(size);
      bytes.set([0xff, 0xd8, 0xff, 0xe0]);
      const list = new DataTransfer();
      list.items.add(new File([bytes], 'huge.jpg', { type: 'image/jpeg' }));
      const input = document.querySelector<HTMLInputElement>('dialog[open] input[type=file]')!;
      input.files = list.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    }, MAX_FILE_BYTES + 1);
    await expect(alert).toHaveText(
      fill(words.errors.tooBig, { max: MAX_FILE_BYTES / 1024 / 1024 }),
    );
    checkFrame(await exported(page), STRIPES.middle, 'after the bad files');
    // A good file clears the words.
    await choose(page, 'stripes.png', 'image/png', stripedPhoto());
    await expect(alert).toBeHidden();
  });
});

test.describe('the profile frame, on a touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  /**
   * Two fingers on the preview, from `start` to `end` in `steps` moves: each is a pair of points in
   * CSS pixels from the preview's centre. Real touches, through Chromium's input pipeline, so the
   * page sees two touch pointers as a phone's screen gives them.
   */
  async function twoFingers(
    page: Page,
    start: [[number, number], [number, number]],
    end: [[number, number], [number, number]],
    steps = 8,
  ) {
    await preview(page).scrollIntoViewIfNeeded();
    const box = (await preview(page).boundingBox())!;
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    const points = (t: number) =>
      [0, 1].map((id) => ({
        id,
        x: cx + start[id]![0] + (end[id]![0] - start[id]![0]) * t,
        y: cy + start[id]![1] + (end[id]![1] - start[id]![1]) * t,
      }));
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: points(0) });
    for (let step = 1; step <= steps; step += 1) {
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: points(step / steps),
      });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
  }

  test('two fingers pinch to zoom and turn the photo, and it still covers the circle', async ({
    page,
  }) => {
    await openMaker(page);
    await choose(page, 'stripes.png', 'image/png', stripedPhoto());

    // Spread apart about the middle: the photo doubles, so the middle stripe (a quarter of the
    // picture wide) now reaches 0.2 left of the middle, where the left stripe was.
    await twoFingers(
      page,
      [
        [-40, 0],
        [40, 0],
      ],
      [
        [-80, 0],
        [80, 0],
      ],
    );
    const zoomed = checkFrame(await exported(page), STRIPES.middle, 'pinched');
    expect(near(frameColour(zoomed, -0.2, 0), STRIPES.middle)).toBe(true);
    expect(near(frameColour(zoomed, -0.4, -0.28), STRIPES.left)).toBe(true);

    // Back, then a quarter turn with two fingers: the stripes run across, so above the middle is
    // another stripe, and the middle one runs from side to side.
    await dialog(page).getByRole('button', { name: words.reset }).click();
    await twoFingers(
      page,
      [
        [-60, 0],
        [60, 0],
      ],
      [
        [0, -60],
        [0, 60],
      ],
      12,
    );
    const turned = checkFrame(await exported(page), STRIPES.middle, 'turned');
    expect(near(frameColour(turned, -0.3, 0), STRIPES.middle)).toBe(true);
    expect(near(frameColour(turned, 0.3, 0), STRIPES.middle)).toBe(true);
    expect(near(frameColour(turned, 0, -0.3), STRIPES.middle)).toBe(false);
    // However turned, the photo reaches the circle's edge: near it, above the ring, is a stripe.
    for (const [x, y] of [
      [-0.33, -0.33],
      [0, -0.47],
      [0.33, -0.33],
    ] as const) {
      const colour = frameColour(turned, x, y);
      expect(Object.values(STRIPES).some((stripe) => near(colour, stripe))).toBe(true);
    }
  });
});
