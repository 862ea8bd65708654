import { pngName } from '../../lib/picture-share';
import { content } from '../support/content';
import { checkFrame, frameSite, near, STRIPES, stripedPhoto } from '../support/frame';
import { fromBase64, linkedBytes, recordObjectUrls } from '../support/moment-card';
import { test, expect } from './fixtures';
import { byRole } from './engines/driver';
import type { Session } from './session';
import { scaled } from '../harness/machine';

// The profile frame in every engine (projects blink, gecko and webkit): a photo chosen on /profile
// is decoded in the page (each engine's own decoder and canvas), framed and exported as a
// 1080 × 1080 PNG under the page's strict CSP. The gestures, keys and bad files are proven once,
// in Blink (e2e/frame-maker.spec.ts).

const words = content.profile.frame;
const dialog = byRole('dialog', words.title);
const inDialog = (role: string, name: string) => byRole(role, name, { within: dialog });

/** Hands the input a file as a device's picker would: a File in its list, then `change`. */
function pickFile(base64: string, name: string) {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  const input = document.querySelector<HTMLInputElement>('dialog[open] input[type=file]')!;
  const list = new DataTransfer();
  list.items.add(new File([bytes], name, { type: 'image/png' }));
  input.files = list.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

const linkedPng = (session: Session) => session.run(linkedBytes, 'dialog[open] a[download]');

test('a chosen photo is framed and exported as a 1080 × 1080 PNG', async ({ session }) => {
  await session.open('/profile');
  await session.run(recordObjectUrls);
  await session.click(byRole('button', words.open));
  await expect.poll(() => session.visible(byRole('application', words.preview))).toBe(true);

  await session.run(pickFile, stripedPhoto().toString('base64'), 'stripes.png');
  // The chosen photo is drawn once decoded; Make draws the export from the same scene. The wait
  // bounds only how long a loaded machine may take to decode it (WebKit beside two busy CPU loops
  // took over 5 s); what is checked is the colour drawn.
  await expect
    .poll(
      async () =>
        near(
          await session.run(() => {
            const canvas = document.querySelector<HTMLCanvasElement>('dialog[open] canvas')!;
            const [r, g, b] = canvas
              .getContext('2d')!
              .getImageData(canvas.width / 2, canvas.height / 2, 1, 1).data;
            return [r!, g!, b!] as const;
          }),
          STRIPES.middle,
        ),
      { timeout: scaled(15_000) },
    )
    .toBe(true);
  await session.click(inDialog('button', words.make));
  await expect.poll(() => linkedPng(session), { timeout: scaled(15_000) }).not.toBeNull();
  checkFrame(fromBase64((await linkedPng(session))!), STRIPES.middle, session.engine);
  expect(await session.attribute(inDialog('link', words.share.download), 'download')).toBe(
    pngName(words.share.fileName, {}, frameSite.brand.name),
  );
});
