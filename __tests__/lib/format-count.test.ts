import { formatCount } from '@/lib/format-count';

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [12345, '12,345'],
    [1_000_000_000, '1,000,000,000'],
    [-4200, '-4,200'],
    [1e21, '1,000,000,000,000,000,000,000'],
  ])('writes %p as %p, like en-US', (n, text) => {
    expect(formatCount(n)).toBe(text);
    expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
  });

  it('rounds a fraction to the nearest whole count', () => {
    expect(formatCount(2.6)).toBe('3');
    expect(formatCount(1234.4)).toBe('1,234');
  });

  it('leaves non-finite values readable', () => {
    expect(formatCount(Number.POSITIVE_INFINITY)).toBe('Infinity');
    expect(formatCount(Number.NaN)).toBe('NaN');
  });
});
