import { PNG } from 'pngjs';
import { content } from '../support/content';
import { fromBase64, linkedBytes, recordObjectUrls } from '../support/moment-card';
import { test, expect } from './fixtures';
import { byLabel, byRole } from './engines/driver';
import { scaled } from '../harness/machine';

// The meme maker in every engine (projects blink, gecko and webkit): its chunk and face load on the
// press under the page's CSP, a template (an SVG portrait in Gecko too) is drawn with a caption,
// and the PNG keeps the template's shape at 1200 px. What the captions change is proven in Blink
// (e2e/meme-maker.spec.ts).

const words = content.home.memeMaker;
const dialog = byRole('dialog', words.dialogTitle);
const inDialog = (role: string, name: string) => byRole(role, name, { within: dialog });

test('a meme is made from the hero strip and offered as a PNG', async ({ session }) => {
  await session.open('/');
  await session.run(recordObjectUrls);
  await session.click(byRole('button', words.open));
  await session.fill(byLabel(words.top, { within: dialog }), 'gm frens');
  await session.click(inDialog('button', words.make));
  await expect
    .poll(() => session.text(byRole('status', undefined, { within: dialog })), {
      timeout: scaled(15_000),
    })
    .toBe(words.ready);
  expect(await session.run(() => document.fonts.check('700 40px "Meme Caption"'))).toBe(true);

  const base64 = await session.run(linkedBytes, 'dialog[open] a[download]');
  const png = PNG.sync.read(fromBase64(base64!));
  expect(Math.max(png.width, png.height)).toBe(1200);
  // The template was drawn: the middle of the picture is not empty.
  const row = Math.floor(png.height / 2) * png.width * 4;
  let opaque = 0;
  for (let x = 0; x < png.width; x += 1) if (png.data[row + x * 4 + 3]! > 0) opaque += 1;
  expect(opaque).toBeGreaterThan(png.width / 2);
  expect(await session.attribute(inDialog('link', words.download), 'download')).toMatch(/\.png$/);

  await session.click(inDialog('button', words.close));
  await expect
    .poll(() => session.run(() => document.querySelector('dialog[open]') === null))
    .toBe(true);
});
