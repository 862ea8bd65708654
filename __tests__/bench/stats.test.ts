import { formatSpread, median, pairedSpread, spread } from '@/bench/src/stats';

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

  it('writes a spread as median (min–max), rounded, a margin signed and a negative one with -', () => {
    expect(formatSpread({ median: 12, min: 3.4, max: 20.6 })).toBe('12 (3–21)');
    expect(formatSpread({ median: 75, min: -50, max: 200 }, '+')).toBe('+75 (-50–+200)');
    expect(formatSpread({ median: -170, min: -382, max: -1 }, '+')).toBe('-170 (-382–-1)');
    expect(formatSpread(null)).toBe('-');
  });
});
