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
 * The desktop profile is the same machine unthrottled at 1280x900.
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
import { CHROME_FLAGS, CHROME_PATH } from '@/e2e/support/chrome.mjs';

import { ATTEMPTS } from './settings';
import { waitForQuiet, quietBudget } from './cpu';
import { spread } from './stats';
import { startServer, stopServer } from './static-server';
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

export const PROFILES: { phone: Profile; desktop: Profile } = {
  phone: {
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
  },
  desktop: {
    label: 'desktop (unthrottled, 1280x900)',
    cpu: 1,
    network: null,
    viewport: { width: 1280, height: 900, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
    userAgent: null,
  },
};

/** What the hydration loads measure: the phone profile with gzip and with Brotli, and desktop. */
const VARIANTS: { key: HydrationVariant; profile: Profile; brotli: boolean }[] = [
  { key: 'phone', profile: PROFILES.phone, brotli: false },
  { key: 'phoneBrotli', profile: PROFILES.phone, brotli: true },
  { key: 'desktop', profile: PROFILES.desktop, brotli: false },
];

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
    return {
      fcp: fcp === null ? null : Math.round(fcp),
      lcp: lcp === null ? null : Math.round(lcp.time),
      lcpElement: lcp?.element ?? null,
      hydrated: Math.round(result.hydrated),
      listening: result.listening === null ? null : Math.round(result.listening),
      buttons: result.buttons,
    };
  } finally {
    await context.close();
  }
}

/** hydrated - OVERLAY_MS, or 0: how long a tap after the overlay lifts finds a page not hydrated. */
export const gapAfterOverlay = (hydrated: number) => Math.max(0, hydrated - OVERLAY_MS);

/** Medians and ranges of one variant's loads of one route. */
function summariseLoads(loads: Load[]): VariantSummary {
  const hydrated = spread(loads.map((load) => load.hydrated));
  return {
    fcp: spread(loads.map((load) => load.fcp)),
    lcp: spread(loads.map((load) => load.lcp)),
    hydrated,
    listening: spread(loads.map((load) => load.listening)),
    gap: hydrated ? gapAfterOverlay(hydrated.median) : null,
    loads,
  };
}

type HydrationOptions = {
  routes: string[];
  basePath: string;
  loads: number;
  brotli: boolean;
  port: number;
  brotliPort: number;
};

/**
 * `loads` cold loads of every route on every variant, round-robin like the Lighthouse runs; one
 * Chromium for all of them, a fresh browser context (empty cache, new connections) for each.
 * Serves the site with Brotli itself; the gzip server on `port` is the caller's.
 */
export async function runHydration({
  routes,
  basePath,
  loads: loadCount,
  brotli,
  port,
  brotliPort,
}: HydrationOptions): Promise<Map<string, PageHydration>> {
  // Its own wait budget, so that a busy Lighthouse phase leaves the loads theirs.
  const quiet = quietBudget(5_000);
  const variants = VARIANTS.filter((variant) => brotli || !variant.brotli);
  const brotliServer = brotli
    ? await startServer({ dir: 'out', port: brotliPort, basePath, brotli: true })
    : null;
  const loads = new Map(
    routes.map((route) => [
      route,
      Object.fromEntries(variants.map(({ key }) => [key, [] as Load[]])),
    ]),
  );
  const browser = await launchBrowser();
  try {
    for (let loadIndex = 1; loadIndex <= loadCount; loadIndex += 1) {
      for (const route of routes) {
        for (const variant of variants) {
          const url = `http://localhost:${variant.brotli ? brotliPort : port}${basePath}${route}`;
          const busy = await waitForQuiet(quiet);
          let result: Omit<Load, 'cpuBusyBefore'> | undefined;
          for (let attempt = 1; attempt <= ATTEMPTS && !result; attempt += 1) {
            try {
              result = await measureLoad(browser, url, variant.profile);
            } catch (error) {
              if (attempt === ATTEMPTS) throw error;
              console.log(
                `  (${route} ${variant.key}: ${(error as Error).message}; loading it again)`,
              );
            }
          }
          if (!result) throw new Error(`${route} ${variant.key}: no result.`);
          loads.get(route)![variant.key]!.push({
            ...result,
            cpuBusyBefore: Number(busy.toFixed(2)),
          });
          console.log(
            `[load ${loadIndex}/${loadCount}] ${route.padEnd(14)} ${variant.key.padEnd(11)} ` +
              `FCP ${result.fcp} ms, React listening ${result.listening} ms, hydrated ` +
              `${result.hydrated} ms (CPU ${Math.round(busy * 100)}% busy before)`,
          );
        }
      }
    }
  } finally {
    await browser.close();
    if (brotliServer) await stopServer(brotliServer);
  }
  return new Map(
    routes.map((route) => [
      route,
      Object.fromEntries(
        Object.entries(loads.get(route)!).map(([key, list]) => [key, summariseLoads(list)]),
      ),
    ]),
  );
}
