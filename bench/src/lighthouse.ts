/**
 * Lighthouse (mobile, default simulated throttling) on every target, round-robin, each run in a
 * fresh Chromium; the medians of the runs and the audits that failed. A run that Lighthouse itself
 * reports as broken (a runtimeError such as NO_NAVSTART, "please run Lighthouse again") is retried.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';

import { CHROME_FLAGS, CHROME_PATH } from '@/e2e/harness/chrome.mjs';

import { formatKB } from './bytes';
import { quietBudget, waitForQuiet } from './cpu';
import { ATTEMPTS, LHR_DIR } from './settings';
import { median } from './stats';
import type { FailingAudit, LighthouseResult, LoadSummary, RunSummary, Target } from './types';

const LIGHTHOUSE_FLAGS = ['--headless=new', ...CHROME_FLAGS];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** The parts of an audit's details the summaries read; Lighthouse's own types are a wide union. */
type Node = { selector?: string; snippet?: string; explanation?: string };
type DetailItem = {
  node?: Node;
  subItems?: { items?: { node?: Node }[] };
  items?: { node?: Node }[];
  description?: unknown;
  source?: { url?: unknown };
  url?: unknown;
  sourceLocation?: { url?: unknown };
  issueType?: unknown;
  directive?: unknown;
  severity?: unknown;
  resourceType?: string;
  transferSize?: number;
};
const itemsOf = (details: unknown): DetailItem[] =>
  (details as { items?: DetailItem[] } | undefined)?.items ?? [];

/** A short, readable version of an audit's failing items (selectors, snippets, URLs, messages). */
function summariseItems(details: unknown): string[] {
  return itemsOf(details)
    .slice(0, 5)
    .map((item) => {
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
      ].filter((part): part is string => typeof part === 'string' && Boolean(part));
      return [...new Set(parts)].join(' | ').slice(0, 400);
    });
}

/** The audits of the accessibility, best-practices and SEO categories that did not pass. */
function failingAudits(lhr: Result): FailingAudit[] {
  const failing: FailingAudit[] = [];
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

function summariseRun(lhr: Result, cpuBusyBefore: number): RunSummary {
  const audits = lhr.audits;
  const resources = Object.fromEntries(
    itemsOf(audits['resource-summary']?.details).map((item) => [item.resourceType, item]),
  );
  const lcpElement = itemsOf(audits['largest-contentful-paint-element']?.details)[0]?.items?.[0]
    ?.node;
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
    requests: audits['network-requests']?.details
      ? itemsOf(audits['network-requests'].details).length
      : null,
    scriptTransfer: resources.script?.transferSize ?? null,
    lcpElement: lcpElement ? lcpElement.selector || lcpElement.snippet || null : null,
    failingAudits: failingAudits(lhr),
  };
}

/**
 * A fresh Chromium per run. Its start-up work (profile, caches, helper processes) runs on for a
 * moment after launch; on a 2-core machine that work competes with the page under test, so the
 * quiet-wait runs after the launch, not before it. Returns the report and how busy the CPU was.
 */
async function lighthouseRun(
  url: string,
  quiet: ReturnType<typeof quietBudget>,
): Promise<{ lhr: Result; busy: number }> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: LIGHTHOUSE_FLAGS,
    logLevel: 'silent',
  });
  try {
    const busy = await waitForQuiet(quiet);
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
function aggregate(target: Target, runs: RunSummary[]): LighthouseResult {
  const pick = (get: (run: RunSummary) => number | null) => median(runs.map(get));
  const audits = new Map<string, FailingAudit & { runs: number }>();
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
    lcpElements: [
      ...new Set(runs.map((r) => r.lcpElement).filter((el): el is string => Boolean(el))),
    ],
    runtimeErrors: runs.map((r) => r.runtimeError).filter((e): e is string => Boolean(e)),
    failingAudits: [...audits.values()],
    runs,
  };
}

/**
 * `runs` Lighthouse runs of every target, round-robin: run 1 of every target, then run 2, ..., so
 * that drift in the machine's load spreads over all targets, the floor included, rather than
 * landing on one. Keeps every report in bench/results/lhr/.
 */
export async function runLighthouse(
  targets: Target[],
  runs: number,
): Promise<{ results: LighthouseResult[]; versions: { lighthouse: string; userAgent: string } }> {
  // Its own wait budget, so that a busy Lighthouse phase leaves the hydration loads theirs.
  const quiet = quietBudget(15_000);
  await rm(LHR_DIR, { recursive: true, force: true });
  await mkdir(LHR_DIR, { recursive: true });
  const runsByTarget = new Map(targets.map((target) => [target.name, [] as RunSummary[]]));
  const versions = { lighthouse: '', userAgent: '' };
  for (let runIndex = 1; runIndex <= runs; runIndex += 1) {
    for (const target of targets) {
      let measured: { lhr: Result; busy: number } | undefined;
      const t0 = Date.now();
      for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
        try {
          measured = await lighthouseRun(target.url, quiet);
        } catch (error) {
          if (attempt === ATTEMPTS) throw error;
          console.log(`  (${target.name}: ${(error as Error).message}; running Lighthouse again)`);
          continue;
        }
        if (!measured.lhr.runtimeError || attempt === ATTEMPTS) break;
        console.log(
          `  (${target.name}: ${measured.lhr.runtimeError.code}; running Lighthouse again)`,
        );
      }
      if (!measured) throw new Error(`${target.name}: no Lighthouse result.`);
      const { lhr, busy } = measured;
      versions.lighthouse = lhr.lighthouseVersion;
      versions.userAgent = lhr.environment?.hostUserAgent ?? versions.userAgent;
      const slug = target.name === '/' ? 'home' : target.name.replace(/\W+/g, '');
      await writeFile(path.join(LHR_DIR, `${slug}-${runIndex}.json`), JSON.stringify(lhr));
      const summary = summariseRun(lhr, busy);
      runsByTarget.get(target.name)!.push(summary);
      console.log(
        `[run ${runIndex}/${runs}] ${target.name.padEnd(14)} perf ${summary.scores.performance} ` +
          `a11y ${summary.scores.accessibility} bp ${summary.scores.bestPractices} seo ${summary.scores.seo} ` +
          `LCP ${Math.round(Number(summary.metrics.lcp))} ms TBT ${Math.round(Number(summary.metrics.tbt))} ms ` +
          `CLS ${summary.metrics.cls?.toFixed(3)} transfer ${formatKB(summary.transfer ?? 0)} ` +
          `(${((Date.now() - t0) / 1000).toFixed(1)} s; CPU ${Math.round(busy * 100)}% busy before, ` +
          `benchmarkIndex ${Math.round(Number(summary.benchmarkIndex))})` +
          (summary.runtimeError ? ` ERROR ${summary.runtimeError}` : ''),
      );
    }
  }
  const results = targets.map((target) => aggregate(target, runsByTarget.get(target.name)!));
  return { results, versions };
}

/** How busy the machine was: runs started on a busy CPU, and Lighthouse's benchmarkIndex range. */
export function loadSummary(results: LighthouseResult[]): LoadSummary {
  const runs = results.flatMap((result) => result.runs);
  const indexes = runs
    .map((r) => r.benchmarkIndex)
    .filter((value): value is number => typeof value === 'number');
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
