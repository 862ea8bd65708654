/**
 * A page of its own for drawing pictures in a real browser, with no build and no server: the
 * drawing code bundled from lib/ with esbuild, the Arabic picture face cut as the build cuts it,
 * and a mascot, all answered by Playwright's router on an address that never reaches a network.
 */
import path from 'node:path';
import { build } from 'esbuild';
import type { Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { makePictureFont, type PictureScript } from '../../lib/build/glyphs/picture-fonts';

export const PICTURE_ORIGIN = 'http://pictures.test';

const ROOT = path.resolve(__dirname, '../..');

const MASCOT =
  '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"><circle cx="150" cy="150" r="120" fill="#fbcfe8"/></svg>';

/** The moment card's drawing code as one script that sets `window.drawMomentCard`. */
async function cardBundle(): Promise<string> {
  const result = await build({
    stdin: {
      contents:
        "import { drawMomentCard } from '@/lib/moment-card/draw'; window.drawMomentCard = drawMomentCard;",
      resolveDir: ROOT,
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    write: false,
    tsconfig: path.join(ROOT, 'tsconfig.json'),
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

/**
 * Opens the picture page with the card's code, and the face of `script` under /fonts/: the
 * manifest at /fonts/<script>.json, as a built site serves it under /art/fonts/. Gives the list
 * of the face's files the page fetches, as it fetches them.
 */
export async function openPicturePage(page: Page, script: PictureScript): Promise<string[]> {
  const fetched: string[] = [];
  const [code, fonts] = await Promise.all([cardBundle(), makePictureFont(script, ROOT)]);
  const files = new Map(fonts.map((file) => [`/${file.name.replace(/^art\//, '')}`, file.bytes]));
  await page.route(`${PICTURE_ORIGIN}/**`, (route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname === '/') {
      return route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>pictures</title>',
      });
    }
    if (pathname === '/draw.js')
      return route.fulfill({ contentType: 'text/javascript', body: code });
    if (pathname === '/mascot.svg')
      return route.fulfill({ contentType: 'image/svg+xml', body: MASCOT });
    const file = files.get(pathname);
    if (!file) return route.fulfill({ status: 404 });
    fetched.push(pathname);
    const type = pathname.endsWith('.json') ? 'application/json' : 'font/woff2';
    return route.fulfill({ contentType: type, body: file });
  });
  await page.goto(`${PICTURE_ORIGIN}/`);
  await page.addScriptTag({ url: '/draw.js' });
  return fetched;
}

/** A decoded PNG and the columns of a box where its pixels are far from a colour (its ink). */
export function inkColumns(
  png: Buffer,
  box: { x: number; y: number; width: number; height: number },
  background: [number, number, number],
): number[] {
  const image = PNG.sync.read(png);
  const columns: number[] = [];
  for (let x = Math.max(0, box.x); x < Math.min(image.width, box.x + box.width); x += 1) {
    for (let y = box.y; y < box.y + box.height; y += 1) {
      const i = (y * image.width + x) * 4;
      const far =
        Math.abs(image.data[i]! - background[0]) +
        Math.abs(image.data[i + 1]! - background[1]) +
        Math.abs(image.data[i + 2]! - background[2]);
      if (far > 120) {
        columns.push(x);
        break;
      }
    }
  }
  return columns;
}
