/**
 * When a page answers a tap: cold loads in Chromium over CDP (puppeteer-core), timed from
 * navigation start until every <button> on the page carries React's props (`__reactProps$…`, which
 * React sets on a node when it hydrates it), with the first contentful paint beside it. Used by
 * `npm run bench` (scripts/bench.mjs) and by A/B comparisons of builds.
 *
 * The phone profile is Lighthouse's own mobile profile (its mobileSlow4G numbers and Moto G Power
 * screen and user agent) applied in the browser rather than simulated: CPU slowed 4x, 150 ms
 * latency on every request, 1.6 Mbps down, 750 kbps up, 412x823 at 1.75x. Chromium adds the
 * latency once per request (no handshakes, no slow start), so one request costs one round trip.
 * The desktop profile is the same machine unthrottled at 1280x900.
 */
import * as constants from 'lighthouse/core/config/constants.js';
import puppeteer from 'puppeteer-core';

import { CHROME_FLAGS, CHROME_PATH } from './chrome.mjs';

/** The loading overlay covers the page until then (data/shell.ts OVERLAY_MS). */
export const OVERLAY_MS = 2000;

/** The goal of issue 17: hydrated (median) by these times. */
export const HYDRATION_GOALS = { phone: 2000, desktop: 1000 };

const slow4G = constants.throttling.mobileSlow4G;
const kbps = (value) => (value * 1024) / 8;

export const PROFILES = {
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

/**
 * Runs in the page before its own scripts. Every 10 ms (cheap: a live list and one property per
 * button) it checks whether the document is parsed and every button carries React's props, and
 * resolves `window.__benchHydration` with the time. It also notes when React's root listeners
 * arrive (`_reactListening…` on the document): from then on React answers a tap itself.
 */
function monitor() {
  let resolve;
  const done = new Promise((r) => {
    resolve = r;
  });
  Object.defineProperty(window, '__benchHydration', { value: done });
  const buttons = document.getElementsByTagName('button');
  let key = null;
  let listening = null;
  const hasProps = (button) => {
    if (key) return button[key] !== undefined;
    key = Object.keys(button).find((name) => name.startsWith('__reactProps$')) ?? null;
    return key !== null;
  };
  const id = setInterval(() => {
    if (listening === null && Object.keys(document).some((k) => k.startsWith('_reactListening')))
      listening = performance.now();
    if (document.readyState === 'loading' || buttons.length === 0) return;
    for (let i = 0; i < buttons.length; i += 1) if (!hasProps(buttons[i])) return;
    clearInterval(id);
    resolve({ hydrated: performance.now(), listening, buttons: buttons.length });
  }, 10);
}

export async function launchBrowser() {
  return puppeteer.launch({
    executablePath: CHROME_PATH,
    headless: true,
    defaultViewport: null,
    args: CHROME_FLAGS,
  });
}

/**
 * One cold load (a fresh browser context: empty cache, new connections) of `url` under a profile.
 * @returns {Promise<{ fcp: number, hydrated: number, listening: number | null, buttons: number }>}
 */
export async function measureLoad(browser, url, profile, { timeout = 30_000 } = {}) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport(profile.viewport);
    if (profile.userAgent) await page.setUserAgent({ userAgent: profile.userAgent });
    if (profile.cpu > 1) await page.emulateCPUThrottling(profile.cpu);
    if (profile.network) await page.emulateNetworkConditions(profile.network);
    await page.evaluateOnNewDocument(monitor);
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout });
    const result = await page.evaluate(
      (ms) =>
        Promise.race([
          window.__benchHydration,
          new Promise((_, reject) =>
            setTimeout(() => reject(new Error(`not hydrated after ${ms} ms`)), ms),
          ),
        ]),
      timeout,
    );
    const fcp = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    );
    return {
      fcp: fcp === null ? null : Math.round(fcp),
      hydrated: Math.round(result.hydrated),
      listening: result.listening === null ? null : Math.round(result.listening),
      buttons: result.buttons,
    };
  } finally {
    await context.close();
  }
}

export function median(values) {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (!sorted.length) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Median, min and max of one metric over loads. */
export function spread(values) {
  const numbers = values.filter((value) => typeof value === 'number');
  if (!numbers.length) return null;
  return {
    median: Math.round(median(numbers)),
    min: Math.min(...numbers),
    max: Math.max(...numbers),
  };
}

/** hydrated - 2000 ms, or 0: how long a tap after the overlay lifts finds a page not hydrated. */
export const gapAfterOverlay = (hydrated) => Math.max(0, hydrated - OVERLAY_MS);
