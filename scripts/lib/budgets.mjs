/**
 * The performance budgets of every route, relative to the framework floor (bench/floor) where the
 * issue says so. `npm run size` checks the byte budgets (deterministic, from the export);
 * `npm run bench` checks them all, with the medians of its Lighthouse runs.
 */
import { formatKB, KB } from './bytes.mjs';

export const BUDGETS = {
  /** JavaScript (gzip, module scripts the HTML loads) over the floor's. */
  jsOverFloor: 20 * KB,
  /** HTML (gzip) of one page, absolute: the RSC payload is inlined, so the HTML grows with data. */
  htmlMax: 30 * KB,
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

const EPSILON = 1e-9;

/** A missed budget: which budget (a key of the checks below), on which route, and a message. */
const miss = (route, budget, text) => ({ budget, route, message: `${route}: ${text}` });

/**
 * The byte budgets: JS relative to the floor, HTML absolute.
 * @returns {{ budget: string, route: string, message: string }[]} the misses
 */
export function checkBytes(page, floor) {
  const misses = [];
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

/**
 * The Lighthouse budgets, on medians. `page` and `floor` hold { scores: { performance,
 * accessibility, bestPractices, seo }, metrics: { lcp, tbt, cls }, transfer }.
 */
export function checkLighthouse(page, floor) {
  const misses = [];
  const { scores, metrics } = page;
  const perfMin = floor.scores.performance - BUDGETS.performanceBelowFloor;
  if (!(scores.performance >= perfMin - EPSILON)) {
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
  ]) {
    if (!(scores[key] >= BUDGETS[key] - EPSILON)) {
      misses.push(miss(page.route, key, `${label} ${fmt(scores[key])} < ${fmt(BUDGETS[key])}`));
    }
  }
  if (!(metrics.cls <= BUDGETS.clsMax + EPSILON)) {
    misses.push(miss(page.route, 'cls', `CLS ${fmt(metrics.cls, 3)} > ${BUDGETS.clsMax}`));
  }
  const tbtLimit = floor.metrics.tbt + BUDGETS.tbtOverFloor;
  if (!(metrics.tbt <= tbtLimit + EPSILON)) {
    misses.push(
      miss(
        page.route,
        'tbt',
        `TBT ${Math.round(metrics.tbt)} ms > floor ${Math.round(floor.metrics.tbt)} ms + ` +
          `${BUDGETS.tbtOverFloor} ms (over by ${Math.round(metrics.tbt - tbtLimit)} ms)`,
      ),
    );
  }
  const transferLimit = floor.transfer + BUDGETS.transferOverFloor;
  if (!(page.transfer <= transferLimit)) {
    misses.push(
      miss(
        page.route,
        'transfer',
        `total transfer ${formatKB(page.transfer)} > floor ${formatKB(floor.transfer)} + ` +
          `${formatKB(BUDGETS.transferOverFloor)} = ${formatKB(transferLimit)} ` +
          `(over by ${formatKB(page.transfer - transferLimit)})`,
      ),
    );
  }
  return misses;
}

function fmt(value, digits = 2) {
  return typeof value === 'number' ? value.toFixed(digits) : String(value);
}
