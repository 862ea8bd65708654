/** @jest-environment node */
import {
  BUDGETS,
  checkBytes,
  checkHydration,
  checkLighthouse,
  checkMakerBytes,
  checkMakers,
} from '@/bench/src/budgets';
import type { MakerResult, PageHydration } from '@/bench/src/types';

const floor = {
  js: 100 * 1024,
  scores: { performance: 0.9, accessibility: 1, bestPractices: 1, seo: 1 },
  metrics: { fcp: 800, lcp: 1000, tbt: 100, cls: 0, speedIndex: 900 },
  transfer: 200 * 1024,
};

describe('the byte budgets', () => {
  it('passes JavaScript up to the floor + 20 KB and HTML up to 30 KB', () => {
    const page = { route: '/', js: floor.js + BUDGETS.jsOverFloor, html: BUDGETS.htmlMax };
    expect(checkBytes(page, floor)).toEqual([]);
  });

  it('names the route, the budget and how far over it is', () => {
    const page = { route: '/jobs', js: floor.js + BUDGETS.jsOverFloor + 1024, html: 31 * 1024 };
    expect(checkBytes(page, floor)).toEqual([
      {
        budget: 'js',
        route: '/jobs',
        message:
          '/jobs: JavaScript 121.0 KB gzip > floor 100.0 KB + 20.0 KB = 120.0 KB (over by 1.0 KB)',
      },
      {
        budget: 'html',
        route: '/jobs',
        message: '/jobs: HTML 31.0 KB gzip > 30.0 KB (over by 1.0 KB)',
      },
    ]);
  });
});

describe("the makers' chunks", () => {
  it('passes up to 25 KB together and says how far over a larger total is', () => {
    expect(checkMakerBytes(BUDGETS.makersJsMax)).toEqual([]);
    expect(checkMakerBytes(BUDGETS.makersJsMax + 512)).toEqual([
      {
        budget: 'makers-js',
        route: 'makers',
        message: 'makers: their chunks 25.5 KB gzip > 25.0 KB (over by 0.5 KB)',
      },
    ]);
  });
});

describe('the Lighthouse budgets', () => {
  const page = { ...floor, route: '/' };

  it('passes a page that matches the floor', () => {
    expect(checkLighthouse(page, floor)).toEqual([]);
  });

  it('misses performance, the perfect scores, CLS, TBT and transfer past their limits', () => {
    const worse = {
      route: '/',
      scores: { performance: 0.87, accessibility: 0.98, bestPractices: 1, seo: 0.9 },
      metrics: { ...floor.metrics, tbt: 151, cls: 0.02 },
      transfer: floor.transfer + BUDGETS.transferOverFloor + 1,
    };
    expect(checkLighthouse(worse, floor).map((miss) => miss.budget)).toEqual([
      'performance',
      'accessibility',
      'seo',
      'cls',
      'tbt',
      'transfer',
    ]);
  });

  it('allows performance exactly 0.02 below the floor', () => {
    const scores = { ...floor.scores, performance: 0.88 };
    expect(checkLighthouse({ ...page, scores }, floor)).toEqual([]);
  });
});

describe('the hydration goal', () => {
  const hydrated = (median: number) => ({
    fcp: null,
    hydrated: { median, min: median, max: median },
    listening: null,
    gap: null,
    loads: [],
  });

  it('misses a route hydrated after 1600 ms on the phone or 1000 ms on desktop', () => {
    const hydration: PageHydration = { phone: hydrated(1601), desktop: hydrated(1000) };
    expect(checkHydration('/', hydration)).toEqual([
      {
        budget: 'hydration-phone',
        route: '/',
        message: '/: hydrated at 1601 ms (median) on the phone profile > 1600 ms',
      },
    ]);
    expect(checkHydration('/', { phone: hydrated(1600), desktop: hydrated(1001) })).toEqual([
      {
        budget: 'hydration-desktop',
        route: '/',
        message: '/: hydrated at 1001 ms (median) on the desktop profile > 1000 ms',
      },
    ]);
  });

  it('checks nothing for a route whose loads were not run', () => {
    expect(checkHydration('/', null)).toEqual([]);
  });
});

describe("the makers' goals", () => {
  const maker = (preview: number, exported: number, runs: MakerResult['runs'] = []) => ({
    name: 'meme',
    route: '/',
    built: true,
    preview: { median: preview, min: preview, max: preview },
    export: { median: exported, min: exported, max: exported },
    runs,
  });

  it('passes a preview by 600 ms and an export within 1 s, and skips a maker not built', () => {
    const absent = { ...maker(9999, 9999), name: 'frame', built: false };
    expect(checkMakers([maker(600, 1000), absent])).toEqual([]);
  });

  it('misses a slower median and a run that stopped short, naming the maker', () => {
    const runs = [
      { preview: 700, export: 1200 },
      { preview: null, export: null, error: 'no maker:meme:preview after the press' },
    ];
    expect(checkMakers([maker(601, 1001, runs)])).toEqual([
      {
        budget: 'maker-run',
        route: 'meme maker',
        message: 'meme maker: 1 of 2 runs failed: no maker:meme:preview after the press',
      },
      {
        budget: 'maker-preview',
        route: 'meme maker',
        message: 'meme maker: press to first preview 601 ms (median) > 600 ms',
      },
      {
        budget: 'maker-export',
        route: 'meme maker',
        message: 'meme maker: export 1001 ms (median) > 1000 ms',
      },
    ]);
  });
});
