import { median, pairedSpread, spread } from '@/bench/src/stats';

describe('the medians of runs and loads', () => {
  it('takes the middle value, or the mean of the two middle values, skipping missing ones', () => {
    expect(median([3, null, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(median([null])).toBeNull();
  });

  it('gives the rounded median with the range', () => {
    expect(spread([1200, 1001, 1100, 1300])).toEqual({ median: 1150, min: 1001, max: 1300 });
    expect(spread([])).toBeNull();
  });

  it('pairs each load with the same round of the base, skipping rounds either did not measure', () => {
    const loads = [{ fcp: 700 }, { fcp: null }, { fcp: 650 }, { fcp: 900 }];
    const floor = [{ fcp: 500 }, { fcp: 520 }, { fcp: 700 }];
    expect(pairedSpread(loads, floor, 'fcp')).toEqual({ median: 75, min: -50, max: 200 });
    expect(pairedSpread([{ fcp: 1 }], [], 'fcp')).toBeNull();
  });
});
