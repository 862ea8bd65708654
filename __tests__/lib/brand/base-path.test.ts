import { normaliseBasePath } from '@/lib/brand/base-path';

describe('normaliseBasePath', () => {
  it.each([
    [undefined, ''],
    ['', ''],
    ['  ', ''],
    ['/', ''],
    ['repo', '/repo'],
    ['repo/', '/repo'],
    [' /repo// ', '/repo'],
    ['/a/b', '/a/b'],
  ])('turns %p into %p', (value, expected) => {
    expect(normaliseBasePath(value)).toBe(expected);
  });
});
