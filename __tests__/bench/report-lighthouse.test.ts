/** @jest-environment node */
import { budgetLines, performanceTargetLine, tableRows } from '@/bench/src/report-lighthouse';
import type { LighthousePageReport, LighthouseResult } from '@/bench/src/types';

const result = (name: string, over: Partial<LighthouseResult> = {}): LighthouseResult => ({
  route: '/',
  name,
  url: 'http://localhost/',
  htmlFile: 'out/index.html',
  html: 2048,
  htmlRaw: 4096,
  js: 100 * 1024,
  jsRaw: 300 * 1024,
  scripts: [],
  scores: { performance: 0.9, accessibility: 1, bestPractices: 1, seo: 1 },
  metrics: { fcp: 800, lcp: 1500, tbt: 100, cls: 0, speedIndex: 900 },
  transfer: 150 * 1024,
  requests: 10,
  scriptTransfer: 100 * 1024,
  benchmarkIndex: 1000,
  lcpElements: [],
  runtimeErrors: [],
  failingAudits: [],
  runs: [],
  ...over,
});

describe('the Lighthouse table', () => {
  const floor = result('floor');
  const page: LighthousePageReport = {
    ...result('/jobs', {
      js: 105 * 1024,
      scores: { performance: 0.85, accessibility: 1, bestPractices: 1, seo: 1 },
      metrics: { fcp: 800, lcp: 1250, tbt: 160, cls: 0, speedIndex: 900 },
    }),
    hydration: null,
    misses: [{ budget: 'tbt', route: '/jobs', message: '/jobs: TBT' }],
  };

  it('shows every route with its differences from the floor, then the floor alone', () => {
    expect(tableRows([page], floor)).toEqual([
      [
        '/jobs',
        '105.0 (+5.0)',
        '2.0 (±0.0)',
        '150.0 (±0.0)',
        '0.85 (-0.05)',
        '1.00 (±0.00)',
        '1.00 (±0.00)',
        '1.00 (±0.00)',
        '1.25 (-0.25)',
        '160 (+60)',
        '0.000 (±0.000)',
        'MISS 1',
      ],
      [
        'floor',
        '100.0',
        '2.0',
        '150.0',
        '0.90',
        '1.00',
        '1.00',
        '1.00',
        '1.50',
        '100',
        '0.000',
        '',
      ],
    ]);
  });

  it('states each budget against the floor and the routes that missed it', () => {
    const lines = budgetLines(floor, page.misses);
    expect(lines).toContain('TBT <= floor + 50 ms (= 150 ms): MISSED on /jobs');
    expect(lines).toContain('JavaScript <= floor + 20.0 KB gzip (= 120.0 KB): met');
  });
});

describe('the performance target', () => {
  const page = (name: string, performance: number): LighthousePageReport => ({
    ...result(name, { scores: { performance, accessibility: 1, bestPractices: 1, seo: 1 } }),
    hydration: null,
    misses: [],
  });

  it('names every route below 1.00, of either brand', () => {
    expect(performanceTargetLine([page('/', 0.98), page('/jobs', 1), page('$X /', 0.99)])).toBe(
      'target (not a budget): performance 1.00 on every route: not on / (0.98), $X / (0.99)',
    );
  });

  it('is met when every route scores 1.00', () => {
    expect(performanceTargetLine([page('/', 1), page('$X /', 1)])).toMatch(/: met$/);
  });
});
