/**
 * Prints Lighthouse's BenchmarkIndex of this machine as it is now, measured as Lighthouse measures
 * it (its own page function: strings built and arrays copied for 1 s, in a page of the browser
 * the tests drive), so it is the `benchmarkIndex` the bench's Lighthouse runs report.
 *
 *   node e2e/harness/benchmark-index.mjs
 */
import { chromium } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { CHROME_FLAGS, CHROME_PATH } from './chrome.mjs';

const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
try {
  const page = await browser.newPage();
  console.log(await page.evaluate(pageFunctions.computeBenchmarkIndex));
} finally {
  await browser.close();
}
