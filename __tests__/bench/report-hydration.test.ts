/** @jest-environment node */
import { hydrationHeader, hydrationRows } from '@/bench/src/report-hydration';
import type { PageHydration, Spread, VariantSummary } from '@/bench/src/types';

const spreadOf = (median: number, min = median, max = median): Spread => ({ median, min, max });

const variant = (over: Partial<VariantSummary>): VariantSummary => ({
  fcp: null,
  hydrated: null,
  listening: null,
  gap: null,
  loads: [],
  ...over,
});

describe('the hydration table', () => {
  const floorHydration: PageHydration = {
    phone: variant({
      fcp: spreadOf(600),
      hydrated: spreadOf(1900),
      lastByte: spreadOf(1220, 1200, 1250),
    }),
  };
  const page = {
    name: '/',
    misses: [],
    hydration: {
      phone: variant({
        overFloor: {
          fcp: spreadOf(280),
          hydrated: spreadOf(170, -160, 495),
          lastByte: spreadOf(135, 122, 148),
        },
      }),
    },
  };
  const report = { floorHydration, routes: [page] } as unknown as Parameters<
    typeof hydrationRows
  >[0];

  it("gives the last byte beside hydration, the floor's from navigation start", () => {
    expect(hydrationHeader(report)).toEqual([
      'Route',
      '4x first paint ms',
      '4x hydrated ms',
      '4x last byte ms',
      'Goal',
    ]);
    expect(hydrationRows(report)).toEqual([
      ['floor (absolute)', '600 (600–600)', '1900 (1900–1900)', '1220 (1200–1250)', ''],
      ['/', '+280 (+280–+280)', '+170 (-160–+495)', '+135 (+122–+148)', 'ok'],
    ]);
  });
});
