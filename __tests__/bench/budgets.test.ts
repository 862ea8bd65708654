/** @jest-environment node */
import {
  BUDGETS,
  checkBytes,
  checkHydration,
  checkLighthouse,
  checkMakerBytes,
  checkMakers,
} from '@/bench/src/budgets';
import type { MakerResult } from '@/bench/src/types';

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

describe('the hydration goals, over the floor', () => {
  const over = (fcp: number, hydrated: number) => ({
    fcp: null,
    hydrated: null,
    listening: null,
    gap: null,
    loads: [],
    overFloor: {
      fcp: { median: fcp, min: fcp, max: fcp },
      hydrated: { median: hydrated, min: hydrated, max: hydrated },
    },
  });

  it('passes a route hydrated 150 ms after the floor at 4x and 300 ms at 6x, painted 300 ms after', () => {
    expect(checkHydration('/', { phone: over(300, 150), phone6: over(900, 300) })).toEqual([]);
  });

  it('misses each margin past its goal, naming the profile and the measure', () => {
    expect(checkHydration('/ja', { phone: over(301, 151), phone6: over(0, 301) })).toEqual([
      {
        budget: 'hydration-phone-hydrated',
        route: '/ja',
        message: '/ja: hydrated 151 ms (median) after the floor on the phone profile > 150 ms',
      },
      {
        budget: 'hydration-phone-fcp',
        route: '/ja',
        message: '/ja: first paint 301 ms (median) after the floor on the phone profile > 300 ms',
      },
      {
        budget: 'hydration-phone6-hydrated',
        route: '/ja',
        message: '/ja: hydrated 301 ms (median) after the floor on the phone6 profile > 300 ms',
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
