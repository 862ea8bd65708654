/**
 * When a page answers a tap: cold loads in Chromium over CDP (puppeteer-core), timed from
 * navigation start until every <button> on the page carries React's props (`__reactProps$…`, which
 * React sets on a node when it hydrates it), with the first contentful paint beside it. Used by
 * `npm run bench` (run.ts) and by A/B comparisons of builds.
 *
 * The phone profile is Lighthouse's own mobile profile (its mobileSlow4G numbers and Moto G Power
 * screen and user agent) applied in the browser rather than simulated: CPU slowed 4x, 150 ms
 * latency on every request, 1.6 Mbps down, 750 kbps up, 412x823 at 1.75x. Chromium adds the
 * latency once per request (no handshakes, no slow start), so one request costs one round trip.
 * The cheaper phone is the same with the CPU slowed 6x. Each round loads the framework floor
 * (bench/floor) first, then every route, so that each route's load has the floor's of the same
 * round, on the same machine, to be measured against.
 */
import { readFileSync } from 'node:fs';

import * as constants from 'lighthouse/core/config/constants.js';
import puppeteer, {
  type Browser,
  type BrowserContext,
  type NetworkConditions,
  type Page,
  type Viewport,
} from 'puppeteer-core';

import { OVERLAY_MS } from '@/data/shell';
import { CHROME_FLAGS, CHROME_PATH } from '@/e2e/harness/chrome.mjs';

import { ATTEMPTS } from './settings';
import { waitForQuiet, quietBudget } from './cpu';
import { lastByteBefore } from './last-byte';
import { pairedSpread, spread } from './stats';
import { FLOOR_OUT } from './floor';
import { startServer, stopServer } from '@/e2e/harness/static-host';
import type { HydrationVariant, Load, PageHydration, VariantSummary } from './types';

export type Profile = {
  label: string;
  cpu: number;
  network: NetworkConditions | null;
  viewport: Viewport;
  userAgent: string | null;
};

const slow4G = constants.throttling.mobileSlow4G;
const kbps = (value: number) => (value * 1024) / 8;

const phone: Profile = {
  label: `phone (CPU ${slow4G.cpuSlowdownMultiplier}x, ${slow4G.rttMs} ms, ${(slow4G.throughputKbps / 1024).toFixed(1)} Mbps down, 750 kbps up, 412x823)`,
  cpu: slow4G.cpuSlowdownMultiplier,
  network: {
    latency: slow4G.rttMs,
    download: kbps(slow4G.throughputKbps),
    upload: kbps(750),
  },
  viewport: {
    width: constants.screenEmulationMetrics.mobile.width,
    height: constants.screenEmulationMetrics.mobile.height,
    deviceScaleFactor: constants.screenEmulationMetrics.mobile.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  },
  userAgent: constants.userAgents.mobile,
};

/** Lighthouse's phone, and a cheaper one: the same link and screen, the CPU 6x slower. */
export const PROFILES = {
  phone,
  phone6: { ...phone, label: phone.label.replace(/CPU \d+x/, 'CPU 6x'), cpu: 6 },
} satisfies Record<string, Profile>;

/** What the hydration loads measure: the phone profile at 4x and 6x, and at 4x with Brotli. */
const VARIANTS: { key: HydrationVariant; profile: Profile; brotli: boolean }[] = [
  { key: 'phone', profile: PROFILES.phone, brotli: false },
  { key: 'phone6', profile: PROFILES.phone6, brotli: false },
  { key: 'phoneBrotli', profile: PROFILES.phone, brotli: true },
];

export const variantLabels = (brotli: boolean) =>
  Object.fromEntries(
    VARIANTS.filter((variant) => brotli || !variant.brotli).map(({ key, profile, brotli: br }) => [
      key,
      `${profile.label}, ${br ? 'Brotli 11' : 'gzip -9'}`,
    ]),
  );

type Hydrated = { hydrated: number; listening: number | null; buttons: number };

/** The in-page monitor's source (hydration-monitor.js). */
const MONITOR = readFileSync(new URL('./hydration-monitor.js', import.meta.url), 'utf8');

export function launchBrowser(): Promise<Browser> {
  return puppeteer.launch({
    executablePath: CHROME_PATH,
    headless: true,
    defaultViewport: null,
    args: CHROME_FLAGS,
  });
}

/** A page in `context` under a profile, with the hydration monitor injected before its scripts. */
export async function profiledPage(context: BrowserContext, profile: Profile): Promise<Page> {
  const page = await context.newPage();
  await page.setViewport(profile.viewport);
  if (profile.userAgent) await page.setUserAgent({ userAgent: profile.userAgent });
  if (profile.cpu > 1) await page.emulateCPUThrottling(profile.cpu);
  if (profile.network) await page.emulateNetworkConditions(profile.network);
  await page.evaluateOnNewDocument(MONITOR);
  return page;
}

/** Opens `url` and waits until every button carries React's props (hydration-monitor.js). */
export async function loadHydrated(page: Page, url: string, timeout = 30_000): Promise<Hydrated> {
  await page.goto(url, { waitUntil: 'domcontentloaded', timeout });
  return page.evaluate(
    (ms) =>
      Promise.race([
        (window as unknown as { __benchHydration: Promise<Hydrated> }).__benchHydration,
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error(`not hydrated after ${ms} ms`)), ms),
        ),
      ]),
    timeout,
  );
}

/** One cold load (a fresh browser context: empty cache, new connections) of `url` under a profile. */
export async function measureLoad(
  browser: Browser,
  url: string,
  profile: Profile,
  { timeout = 30_000 } = {},
): Promise<Omit<Load, 'cpuBusyBefore'>> {
  const context = await browser.createBrowserContext();
  try {
    const page = await profiledPage(context, profile);
    const result = await loadHydrated(page, url, timeout);
    const fcp = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    );
    // The largest paint so far (the overlay is still up when a phone hydrates), and what it was.
    const lcp = await page.evaluate(
      () =>
        new Promise<{ time: number; element: string } | null>((resolve) => {
          new PerformanceObserver((list, observer) => {
            observer.disconnect();
            const last = list.getEntries().at(-1) as
              (PerformanceEntry & { element: Element | null }) | undefined;
            resolve(
              last
                ? { time: last.startTime, element: last.element?.tagName.toLowerCase() ?? '' }
                : null,
            );
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          setTimeout(() => resolve(null), 1000);
        }),
    );
    const lastByte = await page.evaluate(lastByteBefore, result.hydrated);
    return {
      fcp: fcp === null ? null : Math.round(fcp),
      lcp: lcp === null ? null : Math.round(lcp.time),
      lcpElement: lcp?.element ?? null,
      hydrated: Math.round(result.hydrated),
      lastByte: lastByte === null ? null : Math.round(lastByte),
      listening: result.listening === null ? null : Math.round(result.listening),
      buttons: result.buttons,
    };
  } finally {
    await context.close();
  }
}

/** hydrated - OVERLAY_MS, or 0: how long a tap after the overlay lifts finds a page not hydrated. */
export const gapAfterOverlay = (hydrated: number) => Math.max(0, hydrated - OVERLAY_MS);

/** Medians and ranges of one variant's loads of one route, and of each minus the floor's. */
function summariseLoads(loads: Load[], floor: Load[] | null): VariantSummary {
  const hydrated = spread(loads.map((load) => load.hydrated));
  const over = (metric: 'fcp' | 'hydrated' | 'lastByte') =>
    pairedSpread(loads, floor ?? [], metric);
  return {
    fcp: spread(loads.map((load) => load.fcp)),
    lcp: spread(loads.map((load) => load.lcp)),
    hydrated,
    lastByte: spread(loads.map((load) => load.lastByte)),
    listening: spread(loads.map((load) => load.listening)),
    gap: hydrated ? gapAfterOverlay(hydrated.median) : null,
    loads,
    ...(floor
      ? { overFloor: { fcp: over('fcp'), hydrated: over('hydrated'), lastByte: over('lastByte') } }
      : {}),
  };
}

type Servers = { port: number; brotliPort: number; floorPort: number; floorBrotliPort: number };

type HydrationOptions = Servers & {
  routes: string[];
  basePath: string;
  loads: number;
  brotli: boolean;
};

/** The floor's key in the loads: not a route. */
const FLOOR = 'floor';

/**
 * `loads` rounds of cold loads: in each, for every variant, the floor and then every route. One
 * Chromium for all of them, a fresh browser context (empty cache, new connections) for each. Serves
 * the site and the floor with Brotli itself; the gzip servers on `port` and `floorPort` are the
 * caller's.
 */
export async function runHydration({
  routes,
  basePath,
  loads: loadCount,
  brotli,
  ...servers
}: HydrationOptions): Promise<{ pages: Map<string, PageHydration>; floor: PageHydration }> {
  // Its own wait budget, so that a busy Lighthouse phase leaves the loads theirs.
  const quiet = quietBudget(5_000);
  const variants = VARIANTS.filter((variant) => brotli || !variant.brotli);
  const brotliServers = brotli
    ? [
        await startServer({ dir: 'out', port: servers.brotliPort, basePath, brotli: true }),
        await startServer({ dir: FLOOR_OUT, port: servers.floorBrotliPort, brotli: true }),
      ]
    : [];
  const targets = [FLOOR, ...routes];
  const url = (target: string, viaBrotli: boolean) =>
    target === FLOOR
      ? `http://localhost:${viaBrotli ? servers.floorBrotliPort : servers.floorPort}/`
      : `http://localhost:${viaBrotli ? servers.brotliPort : servers.port}${basePath}${target}`;
  const loads = new Map(
    targets.map((target) => [
      target,
      Object.fromEntries(variants.map(({ key }) => [key, [] as Load[]])),
    ]),
  );
  const browser = await launchBrowser();
  try {
    for (let round = 1; round <= loadCount; round += 1) {
      for (const variant of variants) {
        for (const target of targets) {
          const busy = await waitForQuiet(quiet);
          const result = await loadWithRetries(browser, url(target, variant.brotli), variant);
          const load = { ...result, cpuBusyBefore: Number(busy.toFixed(2)) };
          loads.get(target)![variant.key]!.push(load);
          const floor = loads.get(FLOOR)![variant.key]!.at(-1)!;
          console.log(
            `[round ${round}/${loadCount}] ${variant.key.padEnd(11)} ${target.padEnd(14)} ` +
              `FCP ${result.fcp} ms, hydrated ${result.hydrated} ms` +
              (target === FLOOR
                ? ''
                : ` (floor +${Number(result.fcp) - Number(floor.fcp)}, +${result.hydrated - floor.hydrated})`) +
              ` (CPU ${Math.round(busy * 100)}% busy before)`,
          );
        }
      }
    }
  } finally {
    await browser.close();
    for (const server of brotliServers) await stopServer(server);
  }
  const summarise = (target: string) =>
    Object.fromEntries(
      Object.entries(loads.get(target)!).map(([key, list]) => [
        key,
        summariseLoads(list, target === FLOOR ? null : loads.get(FLOOR)![key]!),
      ]),
    );
  return {
    pages: new Map(routes.map((route) => [route, summarise(route)])),
    floor: summarise(FLOOR),
  };
}

async function loadWithRetries(
  browser: Browser,
  url: string,
  variant: (typeof VARIANTS)[number],
): Promise<Omit<Load, 'cpuBusyBefore'>> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measureLoad(browser, url, variant.profile);
    } catch (error) {
      if (attempt === ATTEMPTS) throw error;
      console.log(`  (${url} ${variant.key}: ${(error as Error).message}; loading it again)`);
    }
  }
}
