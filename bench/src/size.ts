/**
 * Size budgets, checked in CI right after `npm run build` (.ci/run): for every route, the gzip
 * bytes of the JavaScript its HTML loads (at most the framework floor's + 20 KB) and of the HTML
 * itself (at most 30 KB); and the picture makers' on-demand chunks together (at most 25 KB;
 * maker-chunks.ts), a maker that has not landed reported as not built. Reads the existing export and
 * never builds the site; it builds the floor (bench/floor, ~20-30 s) only when bench/floor/out is
 * missing or stale.
 *
 *   npm run size [-- out-dir]
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';

import { routes } from '@/data/routes';
import { localPath, siteLanguages } from '@/lib/content';
import { normaliseBasePath } from '@/lib/brand/base-path';

import { BUDGETS, checkBytes, checkMakerBytes } from './budgets';
import { formatKB, formatKBDelta, pageBytes } from './bytes';
import { ensureFloor, FLOOR_OUT } from './floor';
import { chunkName, makerSizes, makersInFirstLoads, readChunkSources } from './maker-chunks';
import { MAKERS } from './makers';
import type { Miss } from './types';
import { textTable } from './table';

/** The makers' chunks: a line each, the total against its budget, and the misses. */
async function makerReport(outDir: string, pages: { route: string; scripts: { src: string }[] }[]) {
  const firstLoads = new Map(
    pages.map((page) => [page.route, page.scripts.map((script) => chunkName(script.src))]),
  );
  const sources = await readChunkSources(outDir);
  const { makers, total } = makerSizes(firstLoads, sources);
  const misses: Miss[] = makers.flatMap(({ name, route, found }) =>
    found.status === 'miss'
      ? [{ budget: 'makers-js', route, message: `${name} maker on ${route}: ${found.reason}` }]
      : [],
  );
  for (const { route, name, chunk } of makersInFirstLoads(firstLoads, sources)) {
    if (route === MAKERS.find((maker) => maker.name === name)?.route) continue;
    misses.push({
      budget: 'makers-js',
      route,
      message: `${route}: its first load carries the ${name} maker's drawing code (${chunk})`,
    });
  }
  misses.push(...checkMakerBytes(total));
  const rows = makers.map(({ name, route, found, bytes }) => [
    name,
    route,
    found.status === 'found' ? formatKB(bytes) : found.status,
    found.status === 'found' ? found.chunks.length : '',
  ]);
  rows.push(['together', '', formatKB(total), '']);
  return { rows, misses };
}

async function main(): Promise<number> {
  const outDir = path.resolve(process.argv[2] ?? 'out');
  if (!(await stat(outDir).catch(() => null))?.isDirectory()) {
    console.error(`size: ${outDir} does not exist; run \`npm run build\` first.`);
    return 2;
  }
  const basePath = normaliseBasePath(process.env.NEXT_PUBLIC_BASE_PATH);
  await ensureFloor();
  const floor = await pageBytes({ outDir: FLOOR_OUT, route: '/' });
  const pages = [];
  for (const route of routes) pages.push(await pageBytes({ outDir, route, basePath }));
  // Each translation's pages: the base page's JavaScript within translatedJsOverBase (the words
  // are in the HTML; islands get theirs as props).
  const misses: Miss[] = [];
  for (const language of siteLanguages().slice(1)) {
    for (const route of routes) {
      const page = await pageBytes({ outDir, route: localPath(route, language), basePath });
      const base = pages.find((candidate) => candidate.route === route)!;
      if (page.js > base.js + BUDGETS.translatedJsOverBase) {
        misses.push({
          budget: 'translated-js',
          route: page.route,
          message: `${page.route}: JavaScript ${formatKB(page.js)} gzip, over ${route}'s ${formatKB(base.js)} by more than ${formatKB(BUDGETS.translatedJsOverBase)}`,
        });
      }
      pages.push(page);
    }
  }

  misses.push(...pages.flatMap((page) => checkBytes(page, floor)));
  const makers = await makerReport(outDir, pages);
  misses.push(...makers.misses);
  const jsLimit = floor.js + BUDGETS.jsOverFloor;
  const rows = pages.map((page) => [
    page.route,
    formatKB(page.js),
    formatKBDelta(page.js - floor.js),
    page.scripts.length,
    formatKB(page.html),
    checkBytes(page, floor).length ? 'MISS' : 'ok',
  ]);
  rows.push(['floor', formatKB(floor.js), '', floor.scripts.length, formatKB(floor.html), '']);
  console.log(
    `\nSize budgets (gzip -9): JavaScript <= floor + ${formatKB(BUDGETS.jsOverFloor)} = ` +
      `${formatKB(jsLimit)}; HTML <= ${formatKB(BUDGETS.htmlMax)}\n`,
  );
  console.log(textTable(['route', 'JS', 'JS vs floor', 'scripts', 'HTML', 'budget'], rows));
  console.log(
    `\nPicture makers: the chunks a maker's first press fetches, less its route's first load ` +
      `(gzip -9); together <= ${formatKB(BUDGETS.makersJsMax)}\n`,
  );
  console.log(textTable(['maker', 'route', 'chunks JS', 'chunks'], makers.rows));
  if (misses.length) {
    console.error(`\nsize: ${misses.length} budget(s) missed:`);
    for (const miss of misses) console.error(`  - ${miss.message}`);
    return 1;
  }
  console.log('\nsize: every route and the makers are within their budgets.');
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`size: ${(error as Error).stack ?? error}`);
    process.exitCode = 2;
  },
);
