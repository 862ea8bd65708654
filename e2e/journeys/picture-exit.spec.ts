import { PICTURE_MAX_BYTES } from '../../lib/canvas/fit';
import { brandValues, fill } from '../../lib/moment-card/text';
import { pictureName, pngName } from '../../lib/picture-share';
import { UA } from '../../__tests__/lib/user-agents';
import { content } from '../support/content';
import { frameSite } from '../support/frame';
import { cardBrand } from '../support/moment-card';
import { test, expect } from './fixtures';
import { byLabel, byRole, byText, PHONE } from './engines/driver';
import type { Session } from './session';
import { scaled } from '../harness/machine';
import { ANDROID } from '../support/tags';

// Pictures out of the apps' own browsers, in every engine (projects blink, gecko and webkit): the
// apps are played by their user agents, their globals and their share sheets, set in the page
// after it is shown, as Telegram adds its navigator.share.

const frame = content.profile.frame;
const meme = { ...content.home.memeMaker, newTab: content.site.newTab };
const moment = content.home.momentShare;

type Shared = { text: string | null; files: { name: string; type: string; size: number }[] };

/**
 * Runs in the page: Telegram's Android browser as DrKLO/Telegram's webview_share.js behaves.
 * canShare always says yes; share passes the first file only, and only under 3 MB, dropping a
 * bigger one silently and sharing the text alone.
 */
function playTelegramAndroid(ua: string) {
  const w = window as unknown as { __shared: Shared[]; TelegramWebview: object };
  w.__shared = [];
  w.TelegramWebview = {};
  const share = (data: ShareData) => {
    const first = data.files?.[0];
    const passed = first && first.size < 3 * 1024 * 1024 ? [first] : [];
    w.__shared.push({
      text: data.text ?? null,
      files: passed.map(({ name, type, size }) => ({ name, type, size })),
    });
    return Promise.resolve();
  };
  for (const [name, value] of [
    ['userAgent', ua],
    ['share', share],
    ['canShare', () => true],
  ] as const) {
    Object.defineProperty(navigator, name, { value, configurable: true, writable: true });
  }
}

/** Runs in the page: an Android WebView (Instagram's, TikTok's…): its user agent, no share sheet. */
function playWebView(ua: string) {
  for (const [name, value] of [
    ['userAgent', ua],
    ['share', undefined],
    ['canShare', undefined],
  ] as const) {
    Object.defineProperty(navigator, name, { value, configurable: true, writable: true });
  }
}

/**
 * Runs in the page: a detailed 2400 × 1800 photo (every pixel its own colour, the worst case for
 * PNG) handed to the maker's file input as a device's picker would.
 */
async function pickDetailedPhoto() {
  const canvas = document.createElement('canvas');
  canvas.width = 2400;
  canvas.height = 1800;
  const ctx = canvas.getContext('2d')!;
  const image = ctx.createImageData(canvas.width, canvas.height);
  let seed = 53;
  for (let i = 0; i < image.data.length; i += 4) {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    image.data.set([seed & 255, (seed >>> 8) & 255, (seed >>> 16) & 255, 255], i);
  }
  ctx.putImageData(image, 0, 0);
  const blob = await new Promise<Blob>((done) => canvas.toBlob((b) => done(b!), 'image/png'));
  canvas.width = 1;
  const input = document.querySelector<HTMLInputElement>('dialog[open] input[type=file]')!;
  const list = new DataTransfer();
  list.items.add(new File([blob], 'detailed.png', { type: 'image/png' }));
  input.files = list.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

const shared = (session: Session) =>
  session.run(() => (window as unknown as { __shared: Shared[] }).__shared);

test(
  'in Telegram’s Android browser a framed detailed photo reaches the share sheet under 3 MB',
  ANDROID,
  async ({ session }) => {
    const dialog = byRole('dialog', frame.title);
    await session.open('/profile', PHONE);
    await session.run(playTelegramAndroid, UA.telegramAndroid);
    await session.click(byRole('button', frame.open));
    await expect.poll(() => session.visible(byRole('application', frame.preview))).toBe(true);
    await session.run(pickDetailedPhoto);
    // The photo is in the preview once neighbouring pixels differ as only the photo's do.
    await expect
      .poll(
        () =>
          session.run(() => {
            const canvas = document.querySelector<HTMLCanvasElement>('dialog[open] canvas')!;
            const d = canvas
              .getContext('2d')!
              .getImageData(canvas.width / 2, canvas.height / 2, 16, 1).data;
            let jumps = 0;
            for (let i = 4; i < d.length; i += 4) if (Math.abs(d[i]! - d[i - 4]!) > 6) jumps += 1;
            return jumps >= 8;
          }),
        { timeout: scaled(20_000) },
      )
      .toBe(true);
    await session.click(byRole('button', frame.make, { within: dialog }));
    const share = byRole('button', frame.share.share, { within: dialog });
    await expect.poll(() => session.count(share), { timeout: 30_000 }).toBe(1);

    // Downloads do nothing here: there is no Download to press, and no need to leave.
    expect(await session.count(byRole('link', frame.share.download, { within: dialog }))).toBe(0);
    expect(await session.count(byRole('link', frame.share.openInBrowser))).toBe(0);

    await session.click(share);
    await expect.poll(() => shared(session)).toHaveLength(1);
    const [call] = (await shared(session)) as [Shared];
    const name = pictureName(pngName(frame.share.fileName, {}, frameSite.brand.name), 'image/jpeg');
    expect(call.files).toEqual([{ name, type: 'image/jpeg', size: expect.any(Number) }]);
    expect(call.files[0]!.size).toBeLessThanOrEqual(PICTURE_MAX_BYTES);
  },
);

test(
  'in a WebView with no share sheet, the link out carries the meme and the moment back',
  ANDROID,
  async ({ session }) => {
    const host = new URL(test.info().project.use.baseURL!).host;
    const outOf = (link: string) => {
      const match = /^intent:\/\/([^/]+)(\/[^#]*)#Intent;scheme=https;end$/.exec(link);
      expect(match, link).not.toBeNull();
      expect(match![1]).toBe(host);
      return match![2]!;
    };

    // The meme: made, stuck, and the link out with its template and captions.
    const memeDialog = byRole('dialog', meme.dialogTitle);
    await session.open('/', PHONE);
    await session.run(playWebView, UA.instagramAndroid);
    await session.click(byRole('button', meme.open));
    await expect.poll(() => session.count(byLabel(meme.top)), { timeout: scaled(15_000) }).toBe(1);
    await session.fill(byLabel(meme.top), 'GM & GN');
    await session.fill(byLabel(meme.bottom), 'wen moon?');
    await session.click(byRole('button', meme.make));
    const out = byRole('link', meme.openInBrowser);
    await expect.poll(() => session.count(out), { timeout: scaled(20_000) }).toBe(1);
    expect(await session.visible(byText(meme.stuck))).toBe(true);
    expect(await session.count(byRole('link', meme.download))).toBe(0);
    expect(await session.count(byRole('button', meme.share))).toBe(0);
    const memePath = outOf((await session.attribute(out, 'href'))!);
    expect(Object.fromEntries(new URL(memePath, 'https://x').searchParams)).toEqual({
      picture: 'meme',
      template: '0',
      top: 'GM & GN',
      bottom: 'wen moon?',
      corner: 'none',
    });

    // The phone's browser opens it: the maker, with the meme as it was.
    await session.open(memePath, PHONE);
    await expect
      .poll(() => session.property(byLabel(meme.top, { within: memeDialog }), 'value'), {
        timeout: scaled(15_000),
      })
      .toBe('GM & GN');
    expect(await session.property(byLabel(meme.bottom), 'value')).toBe('wen moon?');

    // A moment: its card, stuck, and back with its author and words.
    const sample = content.home.moments.samples[0]!;
    const words = (template: string) => fill(template, brandValues(cardBrand(), sample.author));
    const momentDialog = byRole('dialog', moment.dialogTitle);
    await session.open('/', PHONE);
    await session.run(playWebView, UA.tiktokAndroid);
    await session.click(byRole('button', words(moment.controlLabel)));
    const momentOut = byRole('link', moment.openInBrowser, { within: momentDialog });
    await expect.poll(() => session.count(momentOut), { timeout: scaled(20_000) }).toBe(1);
    expect(await session.count(byRole('link', moment.download, { within: momentDialog }))).toBe(0);
    const momentPath = outOf((await session.attribute(momentOut, 'href'))!);
    await session.open(momentPath, PHONE);
    await expect
      .poll(
        () => session.visible(byRole('img', words(moment.imageAlt), { within: momentDialog })),
        {
          timeout: scaled(20_000),
        },
      )
      .toBe(true);

    // The frame: the photo cannot travel, so the maker opens and asks for it again.
    await session.open('/profile?picture=frame', PHONE);
    await expect
      .poll(
        () => session.text(byRole('alert', undefined, { within: byRole('dialog', frame.title) })),
        {
          timeout: scaled(15_000),
        },
      )
      .toBe(frame.chooseAgain);
  },
);
