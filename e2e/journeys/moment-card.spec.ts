import { content } from '../support/content';

const words = { ...content.home.momentShare, newTab: content.site.newTab };
const sampleMoments = content.home.moments.samples;
import { brandValues, downloadName, fill, shareLine } from '../../lib/moment-card/text';
import { xIntentUrl } from '../../lib/picture-share';
import {
  cardBrand,
  checkCard,
  fromBase64,
  linkedBytes,
  recordObjectUrls,
  sharedCalls,
  stubShare,
  type SharedCall,
} from '../support/moment-card';
import { test, expect } from './fixtures';
import { byRole, byText, PHONE } from './engines/driver';
import type { Session } from './session';
import { scaled } from '../harness/machine';

// A moment's Share, in every engine (projects blink, gecko and webkit): the card is drawn in the
// page from a chunk fetched on the first press, under the page's strict CSP, and reaches a stubbed
// navigator.share (the same stub everywhere, e2e/support/moment-card.ts) as a 1200×675 PNG.

const author = sampleMoments[0]!.author;
const label = (template: string) => fill(template, brandValues(cardBrand(), author));
const control = byRole('button', label(words.controlLabel));
const dialog = byRole('dialog', words.dialogTitle);
const inDialog = (role: string, name: string | RegExp) => byRole(role, name, { within: dialog });

/** The chunk scripts the page has fetched so far, by Resource Timing. */
const chunkScripts = (session: Session) =>
  session.run(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => /^\/_next\/static\/chunks\/.+\.js$/.test(path)),
  );

// Home has other dialogs (the raid kit's), closed: the one open is the card's.
const dialogOpen = (session: Session) =>
  session.run(() => document.querySelector('dialog[open]') !== null);

for (const [size, viewport] of [
  ['a computer', undefined],
  ['a phone', PHONE],
] as const) {
  test(`on ${size}, a moment's card is drawn on the first tap and shared as a PNG on the second`, async ({
    session,
  }) => {
    await session.open('/', viewport);
    await session.run(stubShare);
    await session.run(recordObjectUrls);
    const before = await chunkScripts(session);

    await session.click(control);
    // The picture in the dialog is the card itself, at its own size.
    await expect
      .poll(
        () =>
          session.run(() => {
            const image = document.querySelector<HTMLImageElement>('dialog[open] img');
            return image?.complete ? [image.naturalWidth, image.naturalHeight] : null;
          }),
        { timeout: scaled(15_000) },
      )
      .toEqual([1200, 675]);
    expect(await session.visible(inDialog('img', label(words.imageAlt)))).toBe(true);
    expect(await session.text(byRole('status', undefined, { within: dialog }))).toBe(words.ready);
    expect(
      await session.run(() =>
        document.querySelector('dialog[open]')!.contains(document.activeElement),
      ),
    ).toBe(true);
    // The drawing code came with the press, in a chunk of its own.
    const fetched = (await chunkScripts(session)).filter((path) => !before.includes(path));
    expect(fetched.length).toBeGreaterThanOrEqual(1);
    expect(await session.run(sharedCalls)).toEqual([]);

    // The second tap hands the file, made already, to the share sheet within the tap.
    await session.click(inDialog('button', words.share));
    await expect
      .poll(async () => (await session.run(sharedCalls))[0]?.base64 ?? null)
      .not.toBeNull();
    const [call] = (await session.run(sharedCalls)) as [SharedCall];
    expect(call.during).toBe('click');
    const name = downloadName(words, cardBrand(), author);
    expect(call.files).toEqual([{ name, type: 'image/png', size: expect.any(Number) }]);
    expect(call.text).toBe(shareLine(words, cardBrand()));
    checkCard(fromBase64(call.base64!), `${session.engine}: shared`);

    // Download: the link's file name and the PNG behind it, the same picture.
    const download = inDialog('link', words.download);
    expect(await session.attribute(download, 'download')).toBe(name);
    const linked = await session.run(linkedBytes, 'dialog[open] a[download]');
    expect(linked).toBe(call.base64);

    // Post on X: the intent with the same line; the visitor attaches the picture.
    const x = inDialog('link', new RegExp(`^${words.postOnX}`));
    expect(await session.attribute(x, 'href')).toBe(xIntentUrl(shareLine(words, cardBrand())));
    expect(await session.visible(byText(label(words.attachNote), { within: dialog }))).toBe(true);

    // Close ends the dialog and gives the focus back to the moment's Share.
    await session.click(inDialog('button', words.close));
    await expect.poll(() => dialogOpen(session)).toBe(false);
    expect(await session.focused(control)).toBe(true);

    // A second Share draws again, from the chunk already there.
    await session.click(control);
    await expect.poll(() => session.visible(inDialog('img', label(words.imageAlt)))).toBe(true);
    await session.click(inDialog('button', words.close));
    await expect.poll(() => dialogOpen(session)).toBe(false);
  });
}
