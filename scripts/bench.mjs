/**
 * Performance benchmark: builds the export and the framework floor (bench/floor), serves both
 * with gzip on localhost (scripts/static-server.mjs), runs Lighthouse (mobile, default simulated
 * throttling) three times on every route and on the floor, and compares the medians with the
 * floor against the budgets in scripts/lib/budgets.mjs. Then times hydration (scripts/lib/
 * hydration.mjs): five cold loads of every route on the phone profile (Lighthouse's mobile
 * numbers applied in Chromium), the same served with Brotli, and unthrottled at 1280x900, checked
 * against the goal of hydrating by 2.0 s on the phone and 1.0 s unthrottled (medians). Prints the
 * tables, writes bench/results/latest.json (plus every Lighthouse report in bench/results/lhr/) and
 * the committed summary bench/latest.md, and exits 1 when a budget or goal is missed.
 *
 *   npm run bench [-- --runs=3] [-- --loads=5] [-- --no-build] [-- --report]
 *                 [-- --only=lighthouse|hydration] [-- --routes=/,/jobs] [-- --no-brotli]
 *
 * --no-build reuses out/ and bench/floor/out (rebuilding the floor only if stale); --report only
 * prints bench/results/latest.json again and rewrites bench/latest.md from it. --only, --routes
 * and --no-brotli make a partial run for quick iteration: it prints its tables and writes
 * bench/results/partial.json, leaving latest.json and bench/latest.md to full runs.
 * Env: CHROME_PATH (default /usr/bin/chromium), BENCH_PORT (4300), BENCH_FLOOR_PORT (4301),
 * BENCH_BROTLI_PORT (4302, the site again with Brotli),
 * BENCH_QUIET_WAIT (seconds in all, default 120; 0 = off): once each run's Chromium has started, wait up to
 * 15 s for other processes to use less than half the CPU, since Lighthouse's simulated TBT and LCP
 * scale with how busy the machine is, within this total so the bench stays under ~10 minutes. The
 * CPU load and Lighthouse's benchmarkIndex of every run are kept in the JSON and the summary, so
 * runs on a busy machine can be told apart. A run that Lighthouse itself reports as broken (a
 * runtimeError such as NO_NAVSTART, "please run Lighthouse again") is retried up to twice.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

import { startServer } from './static-server.mjs';
import { BUDGETS, checkBytes, checkLighthouse } from './lib/budgets.mjs';
import { formatKB, KB, normaliseBasePath, pageBytes, readRoutes } from './lib/bytes.mjs';
import { buildFloor, ensureFloor, FLOOR_OUT } from './lib/floor.mjs';
import { markdownTable, textTable } from './lib/table.mjs';
import { CHROME_FLAGS, CHROME_PATH } from './lib/chrome.mjs';
import {
  gapAfterOverlay,
  HYDRATION_GOALS,
  launchBrowser,
  measureLoad,
  median,
  OVERLAY_MS,
  PROFILES,
  spread,
} from './lib/hydration.mjs';

const require = createRequire(import.meta.url);

const args = process.argv.slice(2);
const option = (name) => args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const RUNS = Number(option('runs') ?? 3);
const LOADS = Number(option('loads') ?? 5);
const BUILD = !args.includes('--no-build');
const ONLY = option('only');
if (ONLY && !['lighthouse', 'hydration'].includes(ONLY))
  throw new Error(`--only=${ONLY}: expected lighthouse or hydration.`);
const ROUTES = option('routes')?.split(',').filter(Boolean);
const BROTLI = !args.includes('--no-brotli');
const PARTIAL = Boolean(ONLY || ROUTES || !BROTLI);
const PORT = Number(process.env.BENCH_PORT ?? 4300);
const FLOOR_PORT = Number(process.env.BENCH_FLOOR_PORT ?? 4301);
const BROTLI_PORT = Number(process.env.BENCH_BROTLI_PORT ?? 4302);
const QUIET_WAIT_TOTAL = Number(process.env.BENCH_QUIET_WAIT ?? 120) * 1000;
const QUIET_WAIT_RUN = 15_000;
const QUIET_WAIT_LOAD = 5_000;
const ATTEMPTS = 3;
// Separate budgets, so that a busy Lighthouse phase leaves the hydration loads their own wait.
const lighthouseQuiet = { left: QUIET_WAIT_TOTAL, perRun: QUIET_WAIT_RUN };
const hydrationQuiet = { left: QUIET_WAIT_TOTAL, perRun: QUIET_WAIT_LOAD };
const LIGHTHOUSE_FLAGS = ['--headless=new', ...CHROME_FLAGS];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const RESULTS_DIR = path.resolve('bench/results');
const LHR_DIR = path.join(RESULTS_DIR, 'lhr');
const SUMMARY = path.resolve('bench/latest.md');

function run(command, commandArgs, env = process.env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { stdio: 'inherit', env });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(
            new Error(
              `${[command, ...commandArgs].join(' ')} failed (${signal ?? `exit ${code}`}).`,
            ),
          ),
    );
  });
}

/** Fails early, with a clear message, when something already listens on a port. */
function assertPortFree(port) {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      reject(new Error(`Port ${port} is in use; set BENCH_PORT / BENCH_FLOOR_PORT to free ports.`));
    });
    socket.once('error', () => resolve());
  });
}

/** The fraction of all cores busy over the next `ms` milliseconds. */
async function cpuBusy(ms = 1000) {
  const total = () =>
    os.cpus().reduce(
      (sum, cpu) => {
        const all = Object.values(cpu.times).reduce((a, b) => a + b, 0);
        return { idle: sum.idle + cpu.times.idle, all: sum.all + all };
      },
      { idle: 0, all: 0 },
    );
  const before = total();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = total();
  const all = after.all - before.all;
  return all > 0 ? 1 - (after.idle - before.idle) / all : 0;
}

/** Waits (within the wait budget) until the machine is less than half busy; returns the reading. */
async function waitForQuiet(budget) {
  if (budget.left <= 0) return cpuBusy(200);
  const started = Date.now();
  const deadline = started + Math.min(budget.perRun, budget.left);
  let busy = await cpuBusy();
  let warned = false;
  while (busy > 0.5 && Date.now() < deadline) {
    if (!warned)
      console.log(`  (machine ${Math.round(busy * 100)}% busy; waiting for it to settle)`);
    warned = true;
    busy = await cpuBusy(2000);
  }
  budget.left = Math.max(0, budget.left - (Date.now() - started));
  return busy;
}

/** A short, readable version of an audit's failing items (selectors, snippets, URLs, messages). */
function summariseItems(details) {
  const items = details?.items ?? [];
  return items.slice(0, 5).map((item) => {
    const node = item.node ?? item.subItems?.items?.[0]?.node;
    const parts = [
      node?.selector,
      node?.snippet,
      node?.explanation,
      item.description,
      item.source?.url ?? item.url,
      item.sourceLocation?.url,
      item.issueType,
      item.directive,
      item.severity,
    ].filter((part) => typeof part === 'string' && part);
    return [...new Set(parts)].join(' | ').slice(0, 400);
  });
}

/** The audits of the accessibility, best-practices and SEO categories that did not pass. */
function failingAudits(lhr) {
  const failing = [];
  for (const id of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      if (['notApplicable', 'manual', 'informative'].includes(audit.scoreDisplayMode)) continue;
      failing.push({
        category: id,
        id: ref.id,
        weight: ref.weight,
        title: audit.title,
        score: audit.score,
        displayValue: audit.displayValue,
        items: summariseItems(audit.details),
      });
    }
  }
  return failing;
}

function summariseRun(lhr, cpuBusyBefore) {
  const audits = lhr.audits;
  const resources = Object.fromEntries(
    (audits['resource-summary']?.details?.items ?? []).map((item) => [item.resourceType, item]),
  );
  const lcpElement =
    audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  return {
    runtimeError: lhr.runtimeError?.message,
    cpuBusyBefore: Number(cpuBusyBefore.toFixed(2)),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    scores: {
      performance: lhr.categories.performance?.score ?? null,
      accessibility: lhr.categories.accessibility?.score ?? null,
      bestPractices: lhr.categories['best-practices']?.score ?? null,
      seo: lhr.categories.seo?.score ?? null,
    },
    metrics: {
      fcp: audits['first-contentful-paint']?.numericValue ?? null,
      lcp: audits['largest-contentful-paint']?.numericValue ?? null,
      tbt: audits['total-blocking-time']?.numericValue ?? null,
      cls: audits['cumulative-layout-shift']?.numericValue ?? null,
      speedIndex: audits['speed-index']?.numericValue ?? null,
    },
    transfer: audits['total-byte-weight']?.numericValue ?? null,
    requests: audits['network-requests']?.details?.items?.length ?? null,
    scriptTransfer: resources.script?.transferSize ?? null,
    lcpElement: lcpElement ? lcpElement.selector || lcpElement.snippet : null,
    failingAudits: failingAudits(lhr),
  };
}

/**
 * A fresh Chromium per run. Its start-up work (profile, caches, helper processes) runs on for a
 * moment after launch; on a 2-core machine that work competes with the page under test, so the
 * quiet-wait runs after the launch, not before it. Returns the report and how busy the CPU was.
 */
async function lighthouseRun(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: LIGHTHOUSE_FLAGS,
    logLevel: 'silent',
  });
  try {
    const busy = await waitForQuiet(lighthouseQuiet);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    if (!result?.lhr) throw new Error(`Lighthouse returned no result for ${url}.`);
    return { lhr: result.lhr, busy };
  } finally {
    await chrome.kill();
  }
}

/** Medians of every number over the runs; the failing audits of every run, by id. */
function aggregate(target, runs) {
  const pick = (get) => median(runs.map(get));
  const audits = new Map();
  for (const runResult of runs) {
    for (const audit of runResult.failingAudits) {
      const seen = audits.get(audit.id) ?? { ...audit, runs: 0 };
      seen.runs += 1;
      audits.set(audit.id, seen);
    }
  }
  return {
    ...target,
    scores: {
      performance: pick((r) => r.scores.performance),
      accessibility: pick((r) => r.scores.accessibility),
      bestPractices: pick((r) => r.scores.bestPractices),
      seo: pick((r) => r.scores.seo),
    },
    metrics: {
      fcp: pick((r) => r.metrics.fcp),
      lcp: pick((r) => r.metrics.lcp),
      tbt: pick((r) => r.metrics.tbt),
      cls: pick((r) => r.metrics.cls),
      speedIndex: pick((r) => r.metrics.speedIndex),
    },
    transfer: pick((r) => r.transfer),
    requests: pick((r) => r.requests),
    scriptTransfer: pick((r) => r.scriptTransfer),
    benchmarkIndex: pick((r) => r.benchmarkIndex),
    lcpElements: [...new Set(runs.map((r) => r.lcpElement).filter(Boolean))],
    runtimeErrors: runs.map((r) => r.runtimeError).filter(Boolean),
    failingAudits: [...audits.values()],
    runs,
  };
}

function chromiumVersion(fallback) {
  try {
    return execFileSync(CHROME_PATH, ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return fallback;
  }
}

// Table cells: the value, and for routes the difference from the floor.
const kb = (bytes) => (bytes / KB).toFixed(1);
const signed = (value, text) =>
  value > 0 ? `+${text}` : value < 0 ? text : `±${text.replace('-', '')}`;
const cells = {
  js: (t, f) => [kb(t.js), f && signed(t.js - f.js, kb(t.js - f.js))],
  html: (t, f) => [kb(t.html), f && signed(t.html - f.html, kb(t.html - f.html))],
  transfer: (t, f) => [
    kb(t.transfer),
    f && signed(t.transfer - f.transfer, kb(t.transfer - f.transfer)),
  ],
  score: (key) => (t, f) => [
    t.scores[key]?.toFixed(2) ?? '-',
    f && t.scores[key] != null && f.scores[key] != null
      ? signed(t.scores[key] - f.scores[key], (t.scores[key] - f.scores[key]).toFixed(2))
      : '',
  ],
  lcp: (t, f) => [
    ((t.metrics.lcp ?? NaN) / 1000).toFixed(2),
    f && signed(t.metrics.lcp - f.metrics.lcp, ((t.metrics.lcp - f.metrics.lcp) / 1000).toFixed(2)),
  ],
  tbt: (t, f) => [
    Math.round(t.metrics.tbt ?? NaN),
    f &&
      signed(
        Math.round(t.metrics.tbt - f.metrics.tbt),
        String(Math.round(t.metrics.tbt - f.metrics.tbt)),
      ),
  ],
  cls: (t, f) => [
    (t.metrics.cls ?? NaN).toFixed(3),
    f && signed(t.metrics.cls - f.metrics.cls, (t.metrics.cls - f.metrics.cls).toFixed(3)),
  ],
};
const COLUMNS = [
  ['JS gz KB', cells.js],
  ['HTML gz KB', cells.html],
  ['Transfer KB', cells.transfer],
  ['Perf', cells.score('performance')],
  ['A11y', cells.score('accessibility')],
  ['BP', cells.score('bestPractices')],
  ['SEO', cells.score('seo')],
  ['LCP s', cells.lcp],
  ['TBT ms', cells.tbt],
  ['CLS', cells.cls],
];

function tableRows(pages, floor) {
  const rows = pages.map((page) => [
    page.name,
    ...COLUMNS.map(([, cell]) => {
      const [value, delta] = cell(page, floor);
      return `${value} (${delta})`;
    }),
    page.misses.length ? `MISS ${page.misses.length}` : 'ok',
  ]);
  rows.push(['floor', ...COLUMNS.map(([, cell]) => String(cell(floor, null)[0])), '']);
  return rows;
}

/** One line per budget, with whether every route met it (and which did not). */
function budgetLines(floor, misses) {
  const status = (...keys) => {
    const routes = [...new Set(misses.filter((m) => keys.includes(m.budget)).map((m) => m.route))];
    return routes.length ? `: MISSED on ${routes.join(', ')}` : ': met';
  };
  const lines = [
    `JavaScript <= floor + ${formatKB(BUDGETS.jsOverFloor)} gzip (= ${formatKB(floor.js + BUDGETS.jsOverFloor)})`,
    `HTML <= ${formatKB(BUDGETS.htmlMax)} gzip`,
    `performance >= floor - ${BUDGETS.performanceBelowFloor} (= ${(floor.scores.performance - BUDGETS.performanceBelowFloor).toFixed(2)})`,
    `accessibility, best practices, SEO = 1.00`,
    `CLS <= ${BUDGETS.clsMax}`,
    `TBT <= floor + ${BUDGETS.tbtOverFloor} ms (= ${Math.round(floor.metrics.tbt + BUDGETS.tbtOverFloor)} ms)`,
    `total transfer <= floor + ${formatKB(BUDGETS.transferOverFloor)} (= ${formatKB(floor.transfer + BUDGETS.transferOverFloor)})`,
  ];
  const keys = [
    ['js'],
    ['html'],
    ['performance'],
    ['accessibility', 'bestPractices', 'seo'],
    ['cls'],
    ['tbt'],
    ['transfer'],
  ];
  return lines.map((line, i) => `${line}${status(...keys[i])}`);
}

/** How busy the machine was: runs started on a busy CPU, and Lighthouse's benchmarkIndex range. */
function loadSummary(results) {
  const runs = results.flatMap((result) => result.runs);
  const indexes = runs.map((r) => r.benchmarkIndex).filter((value) => typeof value === 'number');
  return {
    busyRuns: runs.filter((r) => r.cpuBusyBefore > 0.5).length,
    totalRuns: runs.length,
    benchmarkIndex: {
      median: median(indexes),
      min: Math.min(...indexes),
      max: Math.max(...indexes),
    },
    loadAverage: os.loadavg().map((value) => Number(value.toFixed(2))),
  };
}

function loadLine(load) {
  const bi = load.benchmarkIndex;
  return (
    `${load.busyRuns} of ${load.totalRuns} Lighthouse runs started with the CPU more than half busy ` +
    `with other work; Lighthouse benchmarkIndex median ${Math.round(bi.median)} ` +
    `(${Math.round(bi.min)}-${Math.round(bi.max)}); load average at the end ${load.loadAverage.join(', ')}`
  );
}

const range = (value) => (value ? `${value.median} (${value.min}–${value.max})` : '-');
const HYDRATION_COLUMNS = [
  ['Phone FCP ms', (h) => range(h.phone?.fcp)],
  ['Phone hydrated ms', (h) => range(h.phone?.hydrated)],
  ['Gap after overlay ms', (h) => h.phone?.gap ?? '-'],
  ['Phone hydrated, Brotli ms', (h) => range(h.phoneBrotli?.hydrated)],
  ['Desktop FCP ms', (h) => range(h.desktop?.fcp)],
  ['Desktop hydrated ms', (h) => range(h.desktop?.hydrated)],
];
const HYDRATION_HEADER = ['Route', ...HYDRATION_COLUMNS.map(([name]) => name), 'Goal'];

function hydrationRows(pages) {
  return pages.map((page) => [
    page.name,
    ...HYDRATION_COLUMNS.map(([, cell]) => String(cell(page.hydration ?? {}))),
    page.misses.some((miss) => miss.budget.startsWith('hydration-')) ? 'MISS' : 'ok',
  ]);
}

/** The goal, with whether every route met it (and which did not). */
function hydrationGoalLines(meta, misses) {
  return ['phone', 'desktop'].map((key) => {
    const routes = misses.filter((m) => m.budget === `hydration-${key}`).map((m) => m.route);
    return (
      `hydrated by ${HYDRATION_GOALS[key]} ms on the ${key} profile (median of ${meta.loads} cold loads)` +
      (routes.length ? `: MISSED on ${routes.join(', ')}` : ': met')
    );
  });
}

/** How busy the machine was before the hydration loads. */
function hydrationLoadLine(pages) {
  const loads = pages.flatMap((page) =>
    Object.values(page.hydration ?? {}).flatMap((variant) => variant.loads),
  );
  const busy = loads.filter((load) => load.cpuBusyBefore > 0.5).length;
  return `${busy} of ${loads.length} loads started with the CPU more than half busy with other work`;
}

function hydrationMarkdown(report) {
  const { meta, routes, misses } = report;
  const keys = Object.keys(routes[0]?.hydration ?? {});
  return [
    '## Hydration: when a tap is answered',
    '',
    `Cold loads (fresh browser context) in Chromium over CDP, ${meta.loads} per route and profile, ` +
      'round-robin; median (min–max) from navigation start. Hydrated: every `<button>` carries ' +
      `React's props. Gap after overlay: the phone median minus the overlay's ${OVERLAY_MS} ms, or 0.`,
    '',
    `- Phone: ${meta.hydrationProfiles.phone}, gzip -9 (as GitHub Pages serves); the Brotli ` +
      'column is the same profile served with Brotli 11 (as Cloudflare Pages, Netlify and ' +
      'CloudFront serve).',
    `- Desktop: ${meta.hydrationProfiles.desktop}, gzip -9.`,
    `- Machine load: ${hydrationLoadLine(routes)}.`,
    '',
    markdownTable(HYDRATION_HEADER, hydrationRows(routes)),
    '',
    ...hydrationGoalLines(meta, misses).map((line) => `- ${line}`),
    '',
    '### Every load (hydrated ms, in the order they ran)',
    '',
    markdownTable(
      ['Route', ...keys],
      routes.map((page) => [
        page.name,
        ...keys.map((key) => page.hydration[key].loads.map((load) => load.hydrated).join(', ')),
      ]),
    ),
    '',
  ];
}

function markdownSummary(report) {
  const { meta, floor, routes, misses } = report;
  const header = ['Route', ...COLUMNS.map(([name]) => name), 'Budgets'];
  const audits = routes.flatMap((page) =>
    page.failingAudits.map(
      (audit) =>
        `- \`${page.name}\` ${audit.category} \`${audit.id}\` (${audit.title}; ${audit.runs}/${meta.runs} runs)` +
        (audit.items.length
          ? `: ${audit.items.map((item) => `\`${item.replace(/`/g, "'")}\``).join(', ')}`
          : ''),
    ),
  );
  return [
    '# Benchmark: latest run',
    '',
    `Written by \`npm run bench\` (scripts/bench.mjs) on ${meta.date}.`,
    '',
    `- Machine: ${meta.machine.cpu}, ${meta.machine.cores} cores, ${meta.machine.memoryGiB} GiB, ${meta.machine.os}`,
    `- Node ${meta.node}, ${meta.chromium}, Lighthouse ${meta.lighthouse}, Next ${meta.next}, React ${meta.react}`,
    `- Lighthouse mobile, default (simulated) throttling, median of ${meta.runs} runs per target; ` +
      'site and floor served with gzip -9 from localhost by scripts/static-server.mjs.',
    `- Machine load: ${loadLine(meta.load)}.`,
    '- JS and HTML: gzip -9 bytes from the export (module scripts the HTML loads); transfer: ' +
      "Lighthouse's total-byte-weight. Differences from the floor in brackets.",
    '',
    markdownTable(header, tableRows(routes, floor)),
    '',
    '## Budgets (every route)',
    '',
    ...budgetLines(floor, misses).map((line) => `- ${line}`),
    '',
    misses.length ? `**${misses.length} missed:**` : '**All budgets met.**',
    '',
    ...misses.map((miss) => `- ${miss.message}`),
    ...(audits.length
      ? ['', '## Failing audits (accessibility, best practices, SEO)', '', ...audits]
      : []),
    '',
    '## Every run',
    '',
    'Performance / TBT ms / LCP s of each Lighthouse run, in the order they ran (round-robin), with ' +
      'how busy the CPU was just before the run and its benchmarkIndex: timings vary with the load.',
    '',
    markdownTable(
      ['Target', ...Array.from({ length: meta.runs }, (_, i) => `Run ${i + 1}`)],
      [...routes, floor].map((target) => [
        target.name,
        ...target.runs.map(
          (r) =>
            `${r.scores.performance?.toFixed(2) ?? '-'} / ${Math.round(r.metrics.tbt ?? NaN)} / ` +
            `${((r.metrics.lcp ?? NaN) / 1000).toFixed(2)} (CPU ${Math.round(r.cpuBusyBefore * 100)}%, ` +
            `BI ${Math.round(r.benchmarkIndex ?? NaN)})`,
        ),
      ]),
    ),
    '',
    ...(report.meta.parts?.hydration ? hydrationMarkdown(report) : []),
  ].join('\n');
}

/** One Lighthouse run per target per round, round-robin; the per-target results. */
async function runLighthouse(targets) {
  await rm(LHR_DIR, { recursive: true, force: true });
  await mkdir(LHR_DIR, { recursive: true });
  const runsByTarget = new Map(targets.map((target) => [target.name, []]));
  const versions = { lighthouse: '', userAgent: '' };
  // Round-robin (run 1 of every target, then run 2, ...) so that drift in the machine's load
  // spreads over all targets, the floor included, rather than landing on one.
  for (let runIndex = 1; runIndex <= RUNS; runIndex += 1) {
    for (const target of targets) {
      let busy;
      let lhr;
      const t0 = Date.now();
      for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
        try {
          ({ lhr, busy } = await lighthouseRun(target.url));
        } catch (error) {
          if (attempt === ATTEMPTS) throw error;
          console.log(`  (${target.name}: ${error.message}; running Lighthouse again)`);
          continue;
        }
        if (!lhr.runtimeError || attempt === ATTEMPTS) break;
        console.log(`  (${target.name}: ${lhr.runtimeError.code}; running Lighthouse again)`);
      }
      versions.lighthouse = lhr.lighthouseVersion;
      versions.userAgent = lhr.environment?.hostUserAgent ?? versions.userAgent;
      const slug = target.name === '/' ? 'home' : target.name.replace(/\W+/g, '');
      await writeFile(path.join(LHR_DIR, `${slug}-${runIndex}.json`), JSON.stringify(lhr));
      const summary = summariseRun(lhr, busy);
      runsByTarget.get(target.name).push(summary);
      console.log(
        `[run ${runIndex}/${RUNS}] ${target.name.padEnd(14)} perf ${summary.scores.performance} ` +
          `a11y ${summary.scores.accessibility} bp ${summary.scores.bestPractices} seo ${summary.scores.seo} ` +
          `LCP ${Math.round(summary.metrics.lcp)} ms TBT ${Math.round(summary.metrics.tbt)} ms ` +
          `CLS ${summary.metrics.cls?.toFixed(3)} transfer ${formatKB(summary.transfer ?? 0)} ` +
          `(${((Date.now() - t0) / 1000).toFixed(1)} s; CPU ${Math.round(busy * 100)}% busy before, ` +
          `benchmarkIndex ${Math.round(summary.benchmarkIndex)})` +
          (summary.runtimeError ? ` ERROR ${summary.runtimeError}` : ''),
      );
    }
  }
  const results = targets.map((target) => aggregate(target, runsByTarget.get(target.name)));
  return { results, versions };
}

/** What the hydration loads measure: the phone profile with gzip and with Brotli, and desktop. */
const HYDRATION_VARIANTS = [
  { key: 'phone', profile: PROFILES.phone, brotli: false },
  { key: 'phoneBrotli', profile: PROFILES.phone, brotli: true },
  { key: 'desktop', profile: PROFILES.desktop, brotli: false },
];

/** Medians and ranges of one variant's loads of one route. */
function summariseLoads(loads) {
  const hydrated = spread(loads.map((load) => load.hydrated));
  return {
    fcp: spread(loads.map((load) => load.fcp)),
    hydrated,
    listening: spread(loads.map((load) => load.listening)),
    gap: hydrated ? gapAfterOverlay(hydrated.median) : null,
    loads,
  };
}

/**
 * LOADS cold loads of every route on every variant, round-robin like the Lighthouse runs; one
 * Chromium for all of them, a fresh browser context (empty cache, new connections) for each.
 */
async function runHydration(routes, basePath) {
  const variants = HYDRATION_VARIANTS.filter((variant) => BROTLI || !variant.brotli);
  const brotliServer = BROTLI
    ? await startServer({ dir: 'out', port: BROTLI_PORT, basePath, brotli: true })
    : null;
  const loads = new Map(
    routes.map((route) => [route, Object.fromEntries(variants.map(({ key }) => [key, []]))]),
  );
  const browser = await launchBrowser();
  try {
    for (let loadIndex = 1; loadIndex <= LOADS; loadIndex += 1) {
      for (const route of routes) {
        for (const variant of variants) {
          const port = variant.brotli ? BROTLI_PORT : PORT;
          const url = `http://localhost:${port}${basePath}${route}`;
          const busy = await waitForQuiet(hydrationQuiet);
          let result;
          for (let attempt = 1; attempt <= ATTEMPTS && !result; attempt += 1) {
            try {
              result = await measureLoad(browser, url, variant.profile);
            } catch (error) {
              if (attempt === ATTEMPTS) throw error;
              console.log(`  (${route} ${variant.key}: ${error.message}; loading it again)`);
            }
          }
          loads.get(route)[variant.key].push({ ...result, cpuBusyBefore: Number(busy.toFixed(2)) });
          console.log(
            `[load ${loadIndex}/${LOADS}] ${route.padEnd(14)} ${variant.key.padEnd(11)} ` +
              `FCP ${result.fcp} ms, React listening ${result.listening} ms, hydrated ` +
              `${result.hydrated} ms (CPU ${Math.round(busy * 100)}% busy before)`,
          );
        }
      }
    }
  } finally {
    await browser.close();
    if (brotliServer) await new Promise((resolve) => brotliServer.close(resolve));
  }
  return new Map(
    routes.map((route) => [
      route,
      Object.fromEntries(
        Object.entries(loads.get(route)).map(([key, list]) => [key, summariseLoads(list)]),
      ),
    ]),
  );
}

/** The hydration goal of one route: phone and desktop medians. */
function checkHydration(route, hydration) {
  const misses = [];
  for (const key of ['phone', 'desktop']) {
    const median = hydration?.[key]?.hydrated?.median;
    if (median === undefined) continue;
    if (!(median <= HYDRATION_GOALS[key])) {
      misses.push({
        budget: `hydration-${key}`,
        route,
        message: `${route}: hydrated at ${median} ms (median) on the ${key} profile > ${HYDRATION_GOALS[key]} ms`,
      });
    }
  }
  return misses;
}

async function main() {
  const started = Date.now();
  const basePath = normaliseBasePath(process.env.NEXT_PUBLIC_BASE_PATH ?? '');
  const lighthouseOn = ONLY !== 'hydration';
  const hydrationOn = ONLY !== 'lighthouse';
  await assertPortFree(PORT);
  if (lighthouseOn) await assertPortFree(FLOOR_PORT);
  if (hydrationOn && BROTLI) await assertPortFree(BROTLI_PORT);

  if (BUILD) {
    await run('npm', ['run', 'build'], { ...process.env, NEXT_TELEMETRY_DISABLED: '1' });
    if (lighthouseOn) await buildFloor();
  } else if (lighthouseOn) {
    await ensureFloor();
  }

  const allRoutes = await readRoutes();
  const unknown = (ROUTES ?? []).filter((route) => !allRoutes.includes(route));
  if (unknown.length) throw new Error(`--routes: not in data/routes.ts: ${unknown.join(', ')}`);
  const routes = ROUTES ?? allRoutes;
  const targets = [];
  for (const route of routes) {
    const bytes = await pageBytes({ outDir: path.resolve('out'), route, basePath });
    targets.push({ name: route, url: `http://localhost:${PORT}${basePath}${route}`, ...bytes });
  }
  if (lighthouseOn) {
    const floorBytes = await pageBytes({ outDir: FLOOR_OUT, route: '/' });
    targets.push({ ...floorBytes, name: 'floor', url: `http://localhost:${FLOOR_PORT}/` });
  }

  const site = await startServer({ dir: 'out', port: PORT, basePath });
  const floorServer = lighthouseOn ? await startServer({ dir: FLOOR_OUT, port: FLOOR_PORT }) : null;
  let lighthouseResults = null;
  let versions = { lighthouse: '', userAgent: '' };
  let hydration = null;
  try {
    if (lighthouseOn) ({ results: lighthouseResults, versions } = await runLighthouse(targets));
    if (hydrationOn) hydration = await runHydration(routes, basePath);
  } finally {
    await new Promise((resolve) => site.close(resolve));
    if (floorServer) await new Promise((resolve) => floorServer.close(resolve));
  }

  const floor = lighthouseResults?.at(-1) ?? null;
  const pages = routes.map((route, index) => {
    const page = lighthouseResults?.[index] ?? targets[index];
    const misses = [];
    if (floor) {
      misses.push(
        ...page.runtimeErrors.map((error) => ({
          budget: 'lighthouse',
          route,
          message: `${route}: Lighthouse error: ${error}`,
        })),
        ...checkBytes({ ...page, route }, floor),
        ...checkLighthouse({ ...page, route }, floor),
      );
    }
    const pageHydration = hydration?.get(route) ?? null;
    misses.push(...checkHydration(route, pageHydration));
    return { ...page, hydration: pageHydration, misses };
  });
  const misses = [
    ...(floor?.runtimeErrors ?? []).map((error) => ({
      budget: 'lighthouse',
      route: 'floor',
      message: `floor: Lighthouse error: ${error}`,
    })),
    ...pages.flatMap((page) => page.misses),
  ];

  const date = new Date();
  const report = {
    meta: {
      date: `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
      machine: {
        cpu: os.cpus()[0]?.model?.trim() ?? 'unknown CPU',
        cores: os.cpus().length,
        memoryGiB: Math.round(os.totalmem() / 2 ** 30),
        os: `${os.type()} ${os.release()} ${os.arch()}`,
      },
      node: process.version,
      chromium: chromiumVersion(versions.userAgent),
      chromePath: CHROME_PATH,
      lighthouse: versions.lighthouse || require('lighthouse/package.json').version,
      next: require('next/package.json').version,
      react: require('react/package.json').version,
      runs: RUNS,
      loads: LOADS,
      parts: { lighthouse: lighthouseOn, hydration: hydrationOn, brotli: hydrationOn && BROTLI },
      partial: PARTIAL,
      load: lighthouseResults ? loadSummary(lighthouseResults) : null,
      loadAverage: os.loadavg().map((value) => Number(value.toFixed(2))),
      throttling: 'Lighthouse mobile defaults (simulated)',
      hydrationProfiles: { phone: PROFILES.phone.label, desktop: PROFILES.desktop.label },
      durationSeconds: Math.round((Date.now() - started) / 1000),
    },
    budgets: BUDGETS,
    hydrationGoals: HYDRATION_GOALS,
    floor,
    routes: pages,
    misses,
  };

  await mkdir(RESULTS_DIR, { recursive: true });
  const file = PARTIAL ? 'partial.json' : 'latest.json';
  await writeFile(path.join(RESULTS_DIR, file), `${JSON.stringify(report, null, 2)}\n`);
  return present(report);
}

/** Prints the tables, the budgets and the failing audits, writes bench/latest.md; the exit code. */
async function present(report) {
  const { meta, floor, routes: pages, misses } = report;
  if (floor) {
    const header = ['route', ...COLUMNS.map(([name]) => name), 'budgets'];
    console.log(
      `\nLighthouse mobile, median of ${meta.runs} runs, ${meta.date}; differences from the floor in ` +
        `brackets (${meta.chromium}, ${meta.machine.cpu} x${meta.machine.cores}, Node ${meta.node})\n`,
    );
    console.log(textTable(header, tableRows(pages, floor)));
    console.log(`\nMachine load: ${loadLine(meta.load)}.`);
    console.log(`\nBudgets:\n  ${budgetLines(floor, misses).join('\n  ')}`);
    for (const page of pages) {
      for (const audit of page.failingAudits) {
        console.log(
          `  ${page.name}: ${audit.category} audit ${audit.id} failed (${audit.runs}/${meta.runs} runs): ${audit.title}` +
            (audit.items.length ? `\n      ${audit.items.join('\n      ')}` : ''),
        );
      }
    }
  }
  if (meta.parts?.hydration) {
    console.log(
      `\nHydration, median (min–max) of ${meta.loads} cold loads, ms from navigation start\n` +
        `  phone: ${meta.hydrationProfiles.phone}\n  desktop: ${meta.hydrationProfiles.desktop}\n`,
    );
    console.log(textTable(HYDRATION_HEADER, hydrationRows(pages)));
    console.log(
      `\nMachine load: ${hydrationLoadLine(pages)}; load average ${meta.loadAverage?.join(', ')}.`,
    );
    console.log(`\nGoal:\n  ${hydrationGoalLines(meta, misses).join('\n  ')}`);
  }
  if (meta.partial) {
    console.log(
      `\nPartial run: wrote bench/results/partial.json (run took ${meta.durationSeconds} s); ` +
        'latest.json and bench/latest.md are left to full runs.',
    );
  } else {
    await writeFile(SUMMARY, markdownSummary(report));
    console.log(
      `\nWrote bench/results/latest.json and bench/latest.md (run took ${meta.durationSeconds} s).`,
    );
  }
  if (misses.length) {
    console.error(`\nbench: ${misses.length} budget(s) or goal(s) missed:`);
    for (const miss of misses) console.error(`  - ${miss.message}`);
    return 1;
  }
  console.log('\nbench: every route is within its budgets and meets the hydration goal.');
  return 0;
}

const entry = args.includes('--report')
  ? async () => present(JSON.parse(await readFile(path.join(RESULTS_DIR, 'latest.json'), 'utf8')))
  : main;

entry().then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    console.error(`bench: ${error.stack ?? error}`);
    process.exitCode = 2;
  },
);
