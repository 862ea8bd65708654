/**
 * Performance benchmark (`npm run bench`; bench/BENCHMARKING.md says how to run it and what it
 * measures): builds the export and the framework floor (bench/floor), serves both with gzip on
 * localhost, runs Lighthouse on every route and on the floor (lighthouse.ts), times hydration
 * (hydration.ts), times the picture makers (maker-timing.ts), checks the budgets and the goals
 * (budgets.ts), prints the tables and writes
 * bench/results/*.json and bench/latest.md (report.ts). Exits 1 when a budget or goal is missed,
 * 2 when the bench itself fails.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

import { routes as allRoutes } from '@/data/routes';
import { localPath, siteLanguages } from '@/lib/content';

/** Every route in every language: LewdIn's /ja/ pages too. */
const pagePaths = () =>
  siteLanguages().flatMap((language) => allRoutes.map((route) => localPath(route, language)));
import { normaliseBasePath } from '@/lib/brand/base-path';
import { CHROME_PATH } from '@/e2e/harness/chrome.mjs';

import {
  BUDGETS,
  checkBytes,
  checkHydration,
  checkLighthouse,
  checkMakers,
  HYDRATION_GOALS,
  MAKER_GOALS,
} from './budgets';
import { quietBudget, waitForQuiet } from './cpu';
import { pageBytes } from './bytes';
import { FlagError, parseFlags, USAGE, type BenchFlags } from './flags';
import { buildFloor, ensureFloor, FLOOR_OUT } from './floor';
import { makeHeavyMascot, overlayImage } from './heavy-mascot';
import { fontFamilies, fontLine } from './fonts';
import { launchBrowser, PROFILES, runHydration, variantLabels } from './hydration';
import { runMakers } from './maker-timing';
import { loadSummary, runLighthouse } from './lighthouse';
import { present } from './report';
import {
  assertSecondTokenBuilt,
  buildSecondToken,
  secondToken,
  secondTokenRoutes,
} from './second-token';
import {
  BROTLI_PORT,
  FLOOR_BROTLI_PORT,
  FLOOR_PORT,
  PORT,
  RESULTS_DIR,
  SECOND_TOKEN_PORT,
} from './settings';
import { startServer, stopServer } from '@/e2e/harness/static-host';
import { assertPortFree, chromiumVersion, runCommand } from './system';
import type {
  LighthouseResult,
  MakerResult,
  Miss,
  PageHydration,
  PageReport,
  Report,
  Target,
} from './types';

const require = createRequire(import.meta.url);
const version = (name: string) => (require(`${name}/package.json`) as { version: string }).version;

async function bench(flags: BenchFlags): Promise<number> {
  const started = Date.now();
  const basePath = normaliseBasePath(process.env.NEXT_PUBLIC_BASE_PATH);
  const lighthouseOn = flags.only === null || flags.only === 'lighthouse';
  const hydrationOn = flags.only === null || flags.only === 'hydration';
  const makersOn = flags.only === null || flags.only === 'makers';
  await assertPortFree(PORT);
  const floorOn = lighthouseOn || hydrationOn;
  if (floorOn) await assertPortFree(FLOOR_PORT);
  if (hydrationOn && flags.brotli) {
    await assertPortFree(BROTLI_PORT);
    await assertPortFree(FLOOR_BROTLI_PORT);
  }
  if (flags.secondToken) await assertPortFree(SECOND_TOKEN_PORT);

  const upload = flags.mascot === 'heavy' ? await makeHeavyMascot() : null;
  // First, so that out/ ends up holding the default brand.
  if (flags.secondToken) await (flags.build ? buildSecondToken() : assertSecondTokenBuilt());
  if (flags.build) {
    await runCommand('npm', ['run', 'build'], {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      ...(upload ? { NEXT_PUBLIC_MASCOT: upload.file } : {}),
    });
    if (floorOn) await buildFloor();
  } else if (floorOn) {
    await ensureFloor();
  }

  // Every route in every language (LewdIn's /ja/ pages too).
  const routes =
    flags.routes ?? siteLanguages().flatMap((l) => allRoutes.map((r) => localPath(r, l)));
  const targets: Target[] = [];
  for (const route of routes) {
    const bytes = await pageBytes({ outDir: path.resolve('out'), route, basePath });
    targets.push({ name: route, url: `http://localhost:${PORT}${basePath}${route}`, ...bytes });
  }
  if (flags.secondToken) {
    for (const route of secondTokenRoutes(flags.routes)) {
      const bytes = await pageBytes({
        outDir: secondToken.out,
        route,
        basePath: secondToken.basePath,
      });
      const url = `http://localhost:${SECOND_TOKEN_PORT}${secondToken.basePath}${route}`;
      targets.push({ ...bytes, name: `${secondToken.ticker} ${route}`, url });
    }
  }
  if (lighthouseOn) {
    const floorBytes = await pageBytes({ outDir: FLOOR_OUT, route: '/' });
    targets.push({ ...floorBytes, name: 'floor', url: `http://localhost:${FLOOR_PORT}/` });
  }

  const site = await startServer({ dir: 'out', port: PORT, basePath });
  const floorServer = floorOn ? await startServer({ dir: FLOOR_OUT, port: FLOOR_PORT }) : null;
  const secondServer = flags.secondToken
    ? await startServer({
        dir: secondToken.out,
        port: SECOND_TOKEN_PORT,
        basePath: secondToken.basePath,
      })
    : null;
  let lighthouseResults: LighthouseResult[] | null = null;
  let versions = { lighthouse: '', userAgent: '' };
  let hydration: { pages: Map<string, PageHydration>; floor: PageHydration } | null = null;
  let makers: MakerResult[] | null = null;
  try {
    if (lighthouseOn)
      ({ results: lighthouseResults, versions } = await runLighthouse(targets, flags.runs));
    if (hydrationOn) {
      hydration = await runHydration({
        routes,
        basePath,
        loads: flags.loads,
        brotli: flags.brotli,
        port: PORT,
        brotliPort: BROTLI_PORT,
        floorPort: FLOOR_PORT,
        floorBrotliPort: FLOOR_BROTLI_PORT,
      });
    }
    if (makersOn) {
      const quiet = quietBudget(5_000);
      const browser = await launchBrowser();
      try {
        makers = await runMakers({
          browser,
          origin: `http://localhost:${PORT}${basePath}`,
          runs: flags.loads,
          routes,
          profile: PROFILES.phone,
          beforeEach: () => waitForQuiet(quiet),
        });
      } finally {
        await browser.close();
      }
    }
  } finally {
    await stopServer(site);
    if (floorServer) await stopServer(floorServer);
    if (secondServer) await stopServer(secondServer);
  }

  const floor = lighthouseResults?.at(-1) ?? null;
  // Every target but the floor: the routes, then the second token's routes.
  const sites = targets.slice(0, lighthouseOn ? -1 : undefined);
  const pages: PageReport[] = sites.map((target, index) => {
    const route = target.name;
    const measured = lighthouseResults?.[index];
    const page = measured ?? target;
    const misses: Miss[] = [];
    if (floor && measured) {
      misses.push(
        ...measured.runtimeErrors.map((error) => ({
          budget: 'lighthouse',
          route,
          message: `${route}: Lighthouse error: ${error}`,
        })),
        ...checkBytes({ ...measured, route }, floor),
        ...checkLighthouse({ ...measured, route }, floor),
      );
    }
    const pageHydration = hydration?.pages.get(route) ?? null;
    misses.push(...checkHydration(route, pageHydration));
    return { ...page, hydration: pageHydration, misses };
  });
  const misses: Miss[] = [
    ...(floor?.runtimeErrors ?? []).map((error) => ({
      budget: 'lighthouse',
      route: 'floor',
      message: `floor: Lighthouse error: ${error}`,
    })),
    ...pages.flatMap((page) => page.misses),
    ...checkMakers(makers ?? []),
  ];

  const date = new Date();
  const report: Report = {
    meta: {
      date: `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
      machine: {
        cpu: os.cpus()[0]?.model?.trim() ?? 'unknown CPU',
        cores: os.cpus().length,
        memoryGiB: Math.round(os.totalmem() / 2 ** 30),
        os: `${os.type()} ${os.release()} ${os.arch()}`,
      },
      fonts: fontLine(fontFamilies(siteLanguages().map((language) => language.tag))),
      node: process.version,
      chromium: chromiumVersion(CHROME_PATH, versions.userAgent),
      chromePath: CHROME_PATH,
      lighthouse: versions.lighthouse || version('lighthouse'),
      next: version('next'),
      react: version('react'),
      runs: flags.runs,
      loads: flags.loads,
      parts: {
        lighthouse: lighthouseOn,
        hydration: hydrationOn,
        brotli: hydrationOn && flags.brotli,
        makers: makersOn,
      },
      partial: flags.partial,
      load: lighthouseResults ? loadSummary(lighthouseResults) : null,
      loadAverage: os.loadavg().map((value) => Number(value.toFixed(2))),
      throttling: 'Lighthouse mobile defaults (simulated)',
      hydrationProfiles: hydrationOn ? variantLabels(flags.brotli) : {},
      durationSeconds: Math.round((Date.now() - started) / 1000),
      mascot: { upload, overlay: await overlayImage() },
    },
    budgets: BUDGETS,
    hydrationGoals: HYDRATION_GOALS,
    floor,
    floorHydration: hydration?.floor ?? null,
    routes: pages,
    ...(makers ? { makers, makerGoals: MAKER_GOALS } : {}),
    misses,
  };

  await mkdir(RESULTS_DIR, { recursive: true });
  const file = flags.partial ? 'partial.json' : 'latest.json';
  await writeFile(path.join(RESULTS_DIR, file), `${JSON.stringify(report, null, 2)}\n`);
  return present(report);
}

async function main(): Promise<number> {
  const flags = parseFlags(process.argv.slice(2), pagePaths());
  if (flags.help) {
    console.log(USAGE);
    return 0;
  }
  if (flags.report) {
    const saved = await readFile(path.join(RESULTS_DIR, 'latest.json'), 'utf8');
    return present(JSON.parse(saved) as Report);
  }
  return bench(flags);
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(
      error instanceof FlagError
        ? `bench: ${error.message}`
        : `bench: ${(error as Error).stack ?? error}`,
    );
    process.exitCode = 2;
  },
);
