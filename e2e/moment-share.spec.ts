import { cp, mkdtemp, readFile, readdir, rename, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { content } from './support/content';

const words = { ...content.home.momentShare, newTab: content.site.newTab };
const sampleMoments = content.home.moments.samples;
import { fill, downloadName, shareLine } from '../lib/moment-card/text';
import { xIntentUrl } from '../lib/picture-share';
import { composer, fillComposer } from './support/composer';
import {
  cardBrand,
  checkCard,
  fromBase64,
  sharedCalls,
  stallToBlob,
  stubShare,
  type SharedCall,
} from './support/moment-card';
import { test, expect, openPage, HYDRATE_WAIT } from './fixtures';
import { violations } from './support/axe';
import { scaled } from './harness/machine';
import { EXPORT_DIR } from './harness/export-dir';

const values = (author: string) => ({
  author,
  brand: cardBrand().name,
  ticker: cardBrand().ticker,
  site: cardBrand().address,
  url: cardBrand().url,
});
const label = (template: string, author: string) => fill(template, values(author));

const momentShare = (page: Page, author: string) =>
  page.getByRole('button', { name: label(words.controlLabel, author), exact: true });
const dialog = (page: Page) => page.getByRole('dialog', { name: words.dialogTitle });
const picture = (page: Page, author: string) =>
  dialog(page).getByRole('img', { name: label(words.imageAlt, author), exact: true });
const author = sampleMoments[0]!.author;

/** Chromium's own line for a chunk request that failed, which the test provokes. */
const CHUNK_FAILED = /Failed to load resource|ERR_INTERNET_DISCONNECTED|_next\/static\/chunks\//;

test.describe('a moment as a picture, on a computer', () => {
  test.use({ deviceScaleFactor: 2 });

  test('nothing of the card loads before the first Share; it downloads as a 1200×675 PNG', async ({
    page,
  }) => {
    const scripts: { url: string; afterShare: boolean; body: Promise<string> }[] = [];
    let shared = false;
    page.on('response', (response) => {
      if (!/\/_next\/static\/chunks\/.+\.js$/.test(response.url())) return;
      scripts.push({ url: response.url(), afterShare: shared, body: response.text() });
    });
    await openPage(page, '/');
    const control = momentShare(page, author);
    await expect(control).toHaveText(words.control);

    shared = true;
    await control.click();
    await expect(dialog(page)).toBeVisible();
    await expect(picture(page, author)).toBeVisible();
    await expect(dialog(page).getByRole('status')).toHaveText(words.ready);

    // The drawing code came in a chunk of its own, fetched after the press and never before.
    const before = await Promise.all(scripts.filter((s) => !s.afterShare).map((s) => s.body));
    const after = scripts.filter((s) => s.afterShare);
    expect(after.length).toBeGreaterThanOrEqual(1);
    const afterBodies = await Promise.all(after.map((s) => s.body));
    expect(afterBodies.some((body) => body.includes('toDataURL'))).toBe(true);
    expect(before.some((body) => body.includes('toDataURL'))).toBe(false);

    // The preview is the picture itself; the page shows it at its own size, not the canvas's.
    const natural = await picture(page, author).evaluate((img: HTMLImageElement) => [
      img.naturalWidth,
      img.naturalHeight,
    ]);
    expect(natural).toEqual([1200, 675]);

    // No share sheet on this desktop browser: Download comes first, and there is no Share.
    expect(await page.evaluate(() => typeof navigator.canShare)).toBe('undefined');
    await expect(dialog(page).getByRole('button', { name: words.share, exact: true })).toHaveCount(
      0,
    );
    const download = dialog(page).getByRole('link', { name: words.download, exact: true });
    const [saved] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(saved.suggestedFilename()).toBe(downloadName(words, cardBrand(), author));
    expect(saved.suggestedFilename()).toMatch(/^[\p{L}\p{N}-]+\.png$/u);
    checkCard(await readFile((await saved.path())!), 'download');

    // X gets the same line, which carries the ticker and home's canonical URL.
    const line = shareLine(words, cardBrand());
    expect(line).toContain(cardBrand().ticker);
    expect(line).toContain(cardBrand().url);
    const x = dialog(page).getByRole('link', { name: new RegExp(`^${words.postOnX}`) });
    await expect(x).toHaveAttribute('href', xIntentUrl(line));
    await expect(x).toHaveAttribute('target', '_blank');
    await expect(dialog(page).getByText(label(words.attachNote, author))).toBeVisible();
    // A mouse is no touch screen: no long-press hint.
    await expect(dialog(page).getByText(label(words.touchHint, author))).toHaveCount(0);

    // Escape ends the dialog, and focus is back on the moment's Share.
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(control).toBeFocused();
  });

  test("after a submit, the visitor's own moment is shared from the keyboard", async ({ page }) => {
    await page.addInitScript(stallToBlob);
    await openPage(page, '/');
    await composer.prompt(page).click();
    await fillComposer(page, {
      name: 'Aiko Overshare',
      skill: 'Synergy',
      activity: 'napping through the all-hands',
      waifus: '3',
      lewdArt: '2',
    });
    await composer.submit(page).click();
    await expect(composer.prompt(page)).toBeFocused();
    const control = momentShare(page, 'Aiko Overshare');
    await expect(composer.moments(page).first().getByRole('button')).toHaveAccessibleName(
      label(words.controlLabel, 'Aiko Overshare'),
    );

    // From the prompt, past the composer's buttons, the next stop is the new moment's Share.
    let reached = false;
    for (let tab = 0; tab < 6 && !reached; tab += 1) {
      await page.keyboard.press('Tab');
      reached = await control.evaluate((el) => el === document.activeElement);
    }
    expect(reached).toBe(true);
    await page.keyboard.press('Enter');
    await expect(picture(page, 'Aiko Overshare')).toBeVisible();
    // The dialog has the focus, on its first control.
    await expect(dialog(page).getByRole('button', { name: words.close })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeHidden();
    await expect(control).toBeFocused();
  });

  test('any text gives a card: long, right-to-left, emoji, combining marks and markup', async ({
    page,
  }) => {
    await openPage(page, '/');
    const hostile = [
      'w'.repeat(10_000),
      '<img src=x onerror="window.pwned=1"> مرحبا بالعالم שלום עולם 👩‍💻🧑🏽‍🎤🏳️‍🌈 Z̴̡̪a̷̛l̶̢g̸̨o̵̧ '.repeat(40),
    ];
    for (const text of hostile) {
      await composer.prompt(page).click();
      await fillComposer(page, {
        name: text,
        skill: text,
        activity: text,
        waifus: '1',
        lewdArt: '0',
      });
      await composer.submit(page).click();
      await composer.moments(page).first().getByRole('button').click();
      await expect(dialog(page).getByRole('img')).toBeVisible();
      const download = dialog(page).getByRole('link', { name: words.download, exact: true });
      const name = (await download.getAttribute('download')) ?? '';
      expect(name).toMatch(/^[\p{L}\p{M}\p{N}-]+\.png$/u);
      expect(name.length).toBeLessThan(120);
      const [saved] = await Promise.all([page.waitForEvent('download'), download.click()]);
      checkCard(await readFile((await saved.path())!), text.slice(0, 20));
      await dialog(page).getByRole('button', { name: words.close }).click();
      await expect(dialog(page)).toBeHidden();
    }
    expect(await page.evaluate(() => 'pwned' in window)).toBe(false);
  });
});

test.describe('a moment as a picture, on a touch phone', () => {
  test.use({
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });

  const calls = (page: Page) => page.evaluate(sharedCalls);

  test('two taps: the first draws, the second hands the PNG to the share sheet', async ({
    page,
  }) => {
    await page.addInitScript(stubShare);
    await openPage(page, '/');
    await momentShare(page, author).tap();
    await expect(picture(page, author)).toBeVisible();
    await expect(dialog(page).getByText(label(words.touchHint, author))).toBeVisible();
    expect(await calls(page)).toEqual([]);

    const share = dialog(page).getByRole('button', { name: words.share, exact: true });
    await share.tap();
    await expect.poll(async () => (await calls(page))[0]?.base64 ?? null).not.toBeNull();
    const [call] = (await calls(page)) as [SharedCall];
    // Called within the tap itself: no drawing (no await) between the gesture and the sheet.
    expect(call.during).toBe('click');
    expect(call.text).toBe(shareLine(words, cardBrand()));
    expect(call.files).toEqual([
      {
        name: downloadName(words, cardBrand(), author),
        type: 'image/png',
        size: expect.any(Number),
      },
    ]);
    checkCard(fromBase64(call.base64!), 'shared on a 3× phone');
    await expect(dialog(page).getByRole('status')).toHaveText(words.ready);

    // The visitor closes the sheet: not an error.
    await page.evaluate(() => {
      (window as unknown as { __shareOutcome: string }).__shareOutcome = 'AbortError';
    });
    await share.tap();
    await expect.poll(async () => (await calls(page)).length).toBe(2);
    await expect(dialog(page).getByRole('status')).toHaveText(words.ready);

    // The device refuses: say so, and the other ways stay.
    await page.evaluate(() => {
      (window as unknown as { __shareOutcome: string }).__shareOutcome = 'NotAllowedError';
    });
    await share.tap();
    await expect(dialog(page).getByRole('status')).toHaveText(words.shareError);
    await expect(
      dialog(page).getByRole('link', { name: words.download, exact: true }),
    ).toBeVisible();

    await dialog(page).getByRole('button', { name: words.close }).tap();
    await expect(dialog(page)).toBeHidden();
    await expect(momentShare(page, author)).toBeFocused();
  });
});

/**
 * The export copied, and served from that copy by a plain static server (port 0, so it never
 * collides), so a test can take a chunk away from it while a page is open, as a new deploy does.
 */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.mp3': 'audio/mpeg',
};

async function copiedExport() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lewdin-share-'));
  await cp(path.resolve(EXPORT_DIR), dir, { recursive: true });
  const server = createServer(async (req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://host').pathname);
    const name = path.normalize(pathname === '/' ? '/index' : pathname).replace(/^(\.\.\/)+/, '');
    for (const candidate of [name, `${name}.html`]) {
      const body = /\.[a-z0-9]+$/.test(candidate)
        ? await readFile(path.join(dir, candidate)).catch(() => null)
        : null;
      if (!body) continue;
      res.writeHead(200, { 'Content-Type': TYPES[path.extname(candidate)] ?? 'text/plain' });
      return res.end(body);
    }
    res.writeHead(404, { 'Content-Type': TYPES['.html'] });
    res.end(await readFile(path.join(dir, '404.html')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { dir, server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** The chunks of the export that hold the card's drawing code. */
async function cardChunks(dir: string) {
  const chunks = path.join(dir, '_next/static/chunks');
  const found: string[] = [];
  for (const file of await readdir(chunks)) {
    if (
      file.endsWith('.js') &&
      (await readFile(path.join(chunks, file), 'utf8')).includes('toDataURL')
    )
      found.push(path.join(chunks, file));
  }
  return found;
}

test.describe('when the card code cannot come', () => {
  let host: { dir: string; server: Server; origin: string };
  test.use({ allowConsole: CHUNK_FAILED });
  test.beforeAll(async () => {
    host = await copiedExport();
  });
  test.afterAll(async () => {
    await new Promise((resolve) => host.server.close(resolve));
    await rm(host.dir, { recursive: true, force: true });
  });

  test('a deploy removed the chunk: the visitor is told, can try again or reload', async ({
    page,
  }) => {
    await openPage(page, `${host.origin}/`);
    // The page is loaded; the new deploy lands: the card's chunk is gone from the server.
    const chunks = await cardChunks(host.dir);
    expect(chunks.length).toBeGreaterThanOrEqual(1);
    for (const chunk of chunks) await rename(chunk, `${chunk}.gone`);

    const restore = async () => {
      for (const chunk of chunks) await rename(`${chunk}.gone`, chunk).catch(() => {});
    };
    try {
      const control = momentShare(page, author);
      const failed = () =>
        expect(dialog(page).getByRole('status')).toHaveText(label(words.loadError, author), {
          timeout: scaled(10_000),
        });
      await control.click();
      await failed();
      const retry = dialog(page).getByRole('button', { name: words.retry });
      await expect(retry).toBeVisible();
      await expect(dialog(page).getByRole('button', { name: words.reload })).toBeVisible();

      // Trying again while it is still gone says so again; the control never goes dead.
      await retry.click();
      await failed();
      await page.keyboard.press('Escape');
      await expect(control).toBeFocused();
      await control.click();
      await failed();

      // Reload reloads the page (where a real deploy's new HTML names its new chunks).
      await page.evaluate(() => ((window as unknown as { before: boolean }).before = true));
      await dialog(page).getByRole('button', { name: words.reload }).click();
      await expect(page.getByTestId('loading-overlay')).toHaveCount(0, HYDRATE_WAIT);
      expect(await page.evaluate(() => 'before' in window)).toBe(false);
      await control.click();
      await failed();

      // Once it can be fetched again, Try again makes the card.
      await restore();
      await dialog(page).getByRole('button', { name: words.retry }).click();
      await expect(picture(page, author)).toBeVisible();
    } finally {
      await restore();
    }
  });

  test('offline: the visitor is told, and Try again works once back online', async ({
    page,
    context,
  }) => {
    await openPage(page, `${host.origin}/`);
    await context.setOffline(true);
    await momentShare(page, author).click();
    await expect(dialog(page).getByRole('status')).toHaveText(label(words.loadError, author), {
      timeout: scaled(10_000),
    });
    await context.setOffline(false);
    await dialog(page).getByRole('button', { name: words.retry }).click();
    await expect(picture(page, author)).toBeVisible();
  });
});

test.describe('the dialog, by axe (WCAG 2.2 A and AA)', () => {
  test.describe.configure({ timeout: scaled(90_000) });
  test.use({ allowConsole: CHUNK_FAILED });
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const [name, viewport] of [
      ['desktop', { width: 1280, height: 800 }],
      ['phone', { width: 360, height: 740 }],
    ] as const) {
      test.describe(`${colorScheme} scheme at ${name} width`, () => {
        test.use({ colorScheme, viewport });

        test('failed, then ready', async ({ page, context }) => {
          await openPage(page, '/');
          // Offline before the first Share: the failed state, then the picture once back.
          await context.setOffline(true);
          await momentShare(page, author).click();
          await expect(dialog(page).getByRole('button', { name: words.retry })).toBeVisible({
            timeout: scaled(10_000),
          });
          expect(await violations(page, 'failed')).toEqual([]);
          await context.setOffline(false);
          await dialog(page).getByRole('button', { name: words.retry }).click();
          await expect(picture(page, author)).toBeVisible();
          expect(await violations(page, 'ready')).toEqual([]);
        });
      });
    }
  }
});
