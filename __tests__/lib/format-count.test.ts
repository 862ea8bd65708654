import { formatCount } from '@/lib/format-count';

describe('formatCount', () => {
  it.each([
    [0, 'en', '0'],
    [999, 'en', '999'],
    [12345, 'en', '12,345'],
    [-4200, 'en', '-4,200'],
    [1e21, 'en', '1,000,000,000,000,000,000,000'],
    [12345, 'ja', '12,345'],
    [12345, 'vi', '12.345'],
    [1234567, 'de', '1.234.567'],
    [123456, 'hi', '1,23,456'],
  ])('writes %p in %s as %p', (n, lang, text) => {
    expect(formatCount(n, lang)).toBe(text);
  });

  it('rounds a fraction to the nearest whole count', () => {
    expect(formatCount(2.6, 'en')).toBe('3');
    expect(formatCount(1234.4, 'en')).toBe('1,234');
  });

  it('leaves non-finite values readable', () => {
    expect(formatCount(Number.POSITIVE_INFINITY, 'en')).toBe('∞');
    expect(formatCount(Number.NaN, 'en')).toBe('NaN');
  });
});
