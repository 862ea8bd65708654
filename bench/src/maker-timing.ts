/**
 * The picture makers on the phone profile (issue 41): from the press on the button that opens a
 * maker to its first drawn preview, and the making of the exported PNG, read from the marks the
 * makers set (makers.ts). One cold load per run: the route hydrates, the opener is pressed, the
 * bench waits for `:preview`, then presses the dialog's download control (a button or link named
 * by one of the content's "download" words) and waits for `:export-end`.
 *
 * A maker whose opener is not in the content file or not on its page has not landed: it is reported
 * as "not built", and the run goes on.
 */
import type { Browser, ElementHandle, Page } from 'puppeteer-core';

import { siteContent } from '@/lib/content';

import { loadHydrated, profiledPage, type Profile } from './hydration';
import {
  contentString,
  contentStringsNamed,
  makerMark,
  MAKERS,
  type Maker,
  type MakerStep,
} from './makers';
import { spread } from './stats';
import type { MakerResult, MakerRun } from './types';

/** How long a step may take before the run counts as failed (the goals are 0.6 and 1 s). */
const STEP_TIMEOUT = 15_000;

/** Puppeteer's accessible-name selector, the name quoted. */
const byRole = (role: 'button' | 'link', name: string) =>
  `::-p-aria([name=${JSON.stringify(name)}][role="${role}"])`;

/**
 * The ms between two of a maker's marks (the latest of each), once the second is set, polled in
 * the page.
 */
function between(page: Page, from: string, to: string): Promise<number> {
  return page.evaluate(
    (start, end, ms) =>
      new Promise<number>((resolve, reject) => {
        // No named functions in here: tsx would wrap them in a helper the page does not have.
        const began = performance.now();
        const id = setInterval(() => {
          const a = performance.getEntriesByName(start, 'mark').at(-1);
          const b = performance.getEntriesByName(end, 'mark').at(-1);
          if (a && b && b.startTime >= a.startTime) {
            clearInterval(id);
            resolve(Math.round(b.startTime - a.startTime));
          } else if (performance.now() - began > ms) {
            clearInterval(id);
            reject(new Error(`no ${end} within ${ms} ms`));
          }
        }, 10);
      }),
    from,
    to,
    STEP_TIMEOUT,
  );
}

/** The maker marks a page has set, for a run that stopped short. */
const marksSet = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('mark')
      .map((entry) => entry.name)
      .filter((name) => name.startsWith('maker:')),
  );

async function firstOf(page: Page, selectors: string[]): Promise<ElementHandle | null> {
  for (const selector of selectors) {
    const found = await page.$(selector);
    if (found) return found;
  }
  return null;
}

/** One cold load of the maker's route, a press, the preview, the export. */
export async function runMaker(
  browser: Browser,
  url: string,
  maker: Maker,
  opener: string,
  downloadWords: string[],
  profile: Profile,
): Promise<MakerRun | 'not built'> {
  const mark = (step: MakerStep) => makerMark(maker.name, step);
  const context = await browser.createBrowserContext();
  try {
    const page = await profiledPage(context, profile);
    await loadHydrated(page, url);
    const button = await page.$(byRole('button', opener));
    if (!button) return 'not built';
    // The loading overlay covers the page for its 2 s, past hydration: a press before it lifts
    // lands on the overlay, so the bench presses once the button itself is under the pointer.
    await button.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await page.waitForFunction(
      (element) => {
        const box = element.getBoundingClientRect();
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return hit !== null && element.contains(hit);
      },
      { timeout: 10_000 },
      button,
    );
    await button.click();
    let preview: number;
    try {
      preview = await between(page, mark('open'), mark('preview'));
    } catch (error) {
      const seen = (await marksSet(page)).join(', ') || 'none';
      return {
        preview: null,
        export: null,
        error: `${(error as Error).message.split('\n')[0]} after the press (marks: ${seen})`,
      };
    }
    const download = await firstOf(
      page,
      downloadWords.flatMap((word) =>
        (['button', 'link'] as const).map((role) => `dialog[open] ${byRole(role, word)}`),
      ),
    );
    if (!download) {
      return { preview, export: null, error: 'no download control in the open dialog' };
    }
    const session = await page.createCDPSession();
    await session.send('Browser.setDownloadBehavior', { behavior: 'deny' }).catch(() => {});
    await download.click();
    try {
      return { preview, export: await between(page, mark('export-start'), mark('export-end')) };
    } catch (error) {
      const seen = (await marksSet(page)).join(', ');
      return {
        preview,
        export: null,
        error: `${(error as Error).message.split('\n')[0]} after the download press (marks: ${seen})`,
      };
    }
  } finally {
    await context.close();
  }
}

type MakersOptions = {
  browser: Browser;
  /** Where the export is served, with its base path. */
  origin: string;
  runs: number;
  /** The routes of this run: a maker on another route is left out. */
  routes: readonly string[];
  profile: Profile;
  /** Before each run (the quiet-wait): how busy the CPU was. */
  beforeEach: () => Promise<number>;
};

/** `runs` runs of every maker on the routes, round-robin. */
export async function runMakers({
  browser,
  origin,
  runs,
  routes,
  profile,
  beforeEach,
}: MakersOptions): Promise<MakerResult[]> {
  const content = siteContent();
  // The makers draw the export on their Make press (the picture share's Download comes after).
  const downloadWords = [
    ...contentStringsNamed(content, 'make'),
    ...contentStringsNamed(content, 'download'),
  ];
  const chosen = MAKERS.filter((maker) => routes.includes(maker.route));
  const results = chosen.map((maker) => ({
    maker,
    opener: contentString(content, maker.opener),
    built: true,
    runs: [] as MakerRun[],
  }));
  for (const result of results) if (!result.opener) result.built = false;
  for (let run = 1; run <= runs; run += 1) {
    for (const result of results.filter((candidate) => candidate.built)) {
      const busy = await beforeEach();
      const url = `${origin}${result.maker.route}`;
      const measured = await runMaker(
        browser,
        url,
        result.maker,
        result.opener!,
        downloadWords,
        profile,
      );
      if (measured === 'not built') {
        result.built = false;
        continue;
      }
      result.runs.push({ ...measured, cpuBusyBefore: Number(busy.toFixed(2)) });
      console.log(
        `[maker ${run}/${runs}] ${result.maker.name.padEnd(6)} press to preview ` +
          `${measured.preview ?? '-'} ms, export ${measured.export ?? '-'} ms` +
          `${measured.error ? ` (${measured.error})` : ''} (CPU ${Math.round(busy * 100)}% busy before)`,
      );
    }
  }
  return results.map(({ maker, built, runs: list }) => ({
    name: maker.name,
    route: maker.route,
    built,
    preview: spread(list.map((run) => run.preview)),
    export: spread(list.map((run) => run.export)),
    runs: list,
  }));
}
