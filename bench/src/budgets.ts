/**
 * The performance budgets of every route, relative to the framework floor (bench/floor) where the
 * issue says so, and the hydration goal. `npm run size` checks the byte budgets (deterministic,
 * from the export); `npm run bench` checks them all, with the medians of its runs and loads.
 */
import { formatKB, KB } from './bytes';
import type { HydrationGoals, MakerResult, Metrics, Miss, PageHydration, Scores } from './types';

export const BUDGETS = {
  /** JavaScript (gzip, module scripts the HTML loads) over the floor's. */
  jsOverFloor: 20 * KB,
  /** HTML (gzip) of one page, absolute: the RSC payload is inlined, so the HTML grows with data. */
  htmlMax: 30 * KB,
  /** A translated page's JavaScript over its base-language page's (gzip): its words are in the HTML. */
  translatedJsOverBase: 1.5 * KB,
  /** The two picture makers' on-demand chunks together (gzip; maker-chunks.ts), issue 41's aim. */
  makersJsMax: 25 * KB,
  /** Lighthouse performance may be at most this far below the floor's. */
  performanceBelowFloor: 0.02,
  /** Lighthouse accessibility, best practices and SEO must be perfect. */
  accessibility: 1,
  bestPractices: 1,
  seo: 1,
  /** Cumulative layout shift, absolute. */
  clsMax: 0.01,
  /** Total blocking time over the floor's, in ms. */
  tbtOverFloor: 50,
  /** Total transfer of the first load (Lighthouse total-byte-weight) over the floor's. */
  transferOverFloor: 150 * KB,
};

/**
 * The hydration goals (issue 59): how much later than the framework floor's load of the same round
 * a route may first paint and hydrate, in ms (medians), on the phone profile at 4x and at 6x CPU.
 */
export const HYDRATION_GOALS = {
  phone: { hydrated: 150, fcp: 300 },
  phone6: { hydrated: 300 },
} satisfies HydrationGoals;

/**
 * The picture makers' goals on the phone profile, in ms (medians; issue 41): from the press to the
 * first drawn preview, and the making of the exported PNG (1080 x 1080 for the frame).
 */
export const MAKER_GOALS = { preview: 600, export: 1000 };

const EPSILON = 1e-9;

const miss = (route: string, budget: string, text: string): Miss => ({
  budget,
  route,
  message: `${route}: ${text}`,
});

type Bytes = { route: string; js: number; html: number };

/** The byte budgets: JS relative to the floor, HTML absolute. */
export function checkBytes(page: Bytes, floor: Pick<Bytes, 'js'>): Miss[] {
  const misses: Miss[] = [];
  const jsLimit = floor.js + BUDGETS.jsOverFloor;
  if (page.js > jsLimit) {
    misses.push(
      miss(
        page.route,
        'js',
        `JavaScript ${formatKB(page.js)} gzip > floor ${formatKB(floor.js)} + ` +
          `${formatKB(BUDGETS.jsOverFloor)} = ${formatKB(jsLimit)} (over by ${formatKB(page.js - jsLimit)})`,
      ),
    );
  }
  if (page.html > BUDGETS.htmlMax) {
    misses.push(
      miss(
        page.route,
        'html',
        `HTML ${formatKB(page.html)} gzip > ${formatKB(BUDGETS.htmlMax)} ` +
          `(over by ${formatKB(page.html - BUDGETS.htmlMax)})`,
      ),
    );
  }
  return misses;
}

/** The makers' chunks together (each chunk counted once, though both makers load it). */
export function checkMakerBytes(total: number): Miss[] {
  if (total <= BUDGETS.makersJsMax) return [];
  return [
    miss(
      'makers',
      'makers-js',
      `their chunks ${formatKB(total)} gzip > ${formatKB(BUDGETS.makersJsMax)} ` +
        `(over by ${formatKB(total - BUDGETS.makersJsMax)})`,
    ),
  ];
}

type Medians = { scores: Scores; metrics: Metrics; transfer: number | null };

/** The Lighthouse budgets, on medians. */
export function checkLighthouse(page: Medians & { route: string }, floor: Medians): Miss[] {
  const misses: Miss[] = [];
  const { scores, metrics } = page;
  // Number(): a missing median (null) counts as 0.
  const perfMin = Number(floor.scores.performance) - BUDGETS.performanceBelowFloor;
  if (!(Number(scores.performance) >= perfMin - EPSILON)) {
    misses.push(
      miss(
        page.route,
        'performance',
        `performance ${fmt(scores.performance)} < floor ${fmt(floor.scores.performance)} - ` +
          `${BUDGETS.performanceBelowFloor} = ${fmt(perfMin)}`,
      ),
    );
  }
  for (const [key, label] of [
    ['accessibility', 'accessibility'],
    ['bestPractices', 'best practices'],
    ['seo', 'SEO'],
  ] as const) {
    if (!(Number(scores[key]) >= BUDGETS[key] - EPSILON)) {
      misses.push(miss(page.route, key, `${label} ${fmt(scores[key])} < ${fmt(BUDGETS[key])}`));
    }
  }
  if (!(Number(metrics.cls) <= BUDGETS.clsMax + EPSILON)) {
    misses.push(miss(page.route, 'cls', `CLS ${fmt(metrics.cls, 3)} > ${BUDGETS.clsMax}`));
  }
  const tbtLimit = Number(floor.metrics.tbt) + BUDGETS.tbtOverFloor;
  if (!(Number(metrics.tbt) <= tbtLimit + EPSILON)) {
    misses.push(
      miss(
        page.route,
        'tbt',
        `TBT ${Math.round(Number(metrics.tbt))} ms > floor ${Math.round(Number(floor.metrics.tbt))} ms + ` +
          `${BUDGETS.tbtOverFloor} ms (over by ${Math.round(Number(metrics.tbt) - tbtLimit)} ms)`,
      ),
    );
  }
  const transferLimit = Number(floor.transfer) + BUDGETS.transferOverFloor;
  if (!(Number(page.transfer) <= transferLimit)) {
    misses.push(
      miss(
        page.route,
        'transfer',
        `total transfer ${formatKB(Number(page.transfer))} > floor ${formatKB(Number(floor.transfer))} + ` +
          `${formatKB(BUDGETS.transferOverFloor)} = ${formatKB(transferLimit)} ` +
          `(over by ${formatKB(Number(page.transfer) - transferLimit)})`,
      ),
    );
  }
  return misses;
}

/** The hydration goals of one route: its median margins over the floor. */
export function checkHydration(route: string, hydration: PageHydration | null): Miss[] {
  const misses: Miss[] = [];
  for (const [variant, goals] of Object.entries(HYDRATION_GOALS) as [
    keyof typeof HYDRATION_GOALS,
    Record<string, number>,
  ][]) {
    for (const [metric, goal] of Object.entries(goals) as ['fcp' | 'hydrated', number][]) {
      const median = hydration?.[variant]?.overFloor?.[metric]?.median;
      if (median === undefined || median <= goal) continue;
      const what = metric === 'fcp' ? 'first paint' : 'hydrated';
      misses.push(
        miss(
          route,
          `hydration-${variant}-${metric}`,
          `${what} ${median} ms (median) after the floor on the ${variant} profile > ${goal} ms`,
        ),
      );
    }
  }
  return misses;
}

function fmt(value: number | null | undefined, digits = 2): string {
  return typeof value === 'number' ? value.toFixed(digits) : String(value);
}

/** The makers' goals: medians within them, and every run reaching both steps. */
export function checkMakers(makers: readonly MakerResult[]): Miss[] {
  const misses: Miss[] = [];
  for (const maker of makers.filter((candidate) => candidate.built)) {
    const where = `${maker.name} maker`;
    const failed = maker.runs.filter((run) => run.error);
    if (failed.length) {
      const reasons = [...new Set(failed.map((run) => run.error))].join('; ');
      misses.push(
        miss(
          where,
          'maker-run',
          `${failed.length} of ${maker.runs.length} runs failed: ${reasons}`,
        ),
      );
    }
    for (const key of ['preview', 'export'] as const) {
      const median = maker[key]?.median;
      if (median !== undefined && median > MAKER_GOALS[key]) {
        const step = key === 'preview' ? 'press to first preview' : 'export';
        misses.push(
          miss(where, `maker-${key}`, `${step} ${median} ms (median) > ${MAKER_GOALS[key]} ms`),
        );
      }
    }
  }
  return misses;
}
