import { median, spread } from '@/bench/src/stats';

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
});
