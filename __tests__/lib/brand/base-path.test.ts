import { basePathMismatch, normaliseBasePath } from '@/lib/brand/base-path';

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

describe('basePathMismatch', () => {
  it.each([
    ['', 'https://lewdin.example'],
    ['', 'https://lewdin.example/'],
    ['/pepein', 'https://example.github.io/pepein'],
    ['/pepein', 'https://example.github.io/pepein/'],
    ['/a/b', 'https://example.org/a/b'],
    ['/café', 'https://example.org/caf%C3%A9'],
  ])('lets base path %p agree with %p', (basePath, siteUrl) => {
    expect(basePathMismatch(basePath, siteUrl)).toBeNull();
  });

  it('names both values and the base path that would agree with the site URL', () => {
    expect(basePathMismatch('/pepein', 'https://example.github.io/other')).toBe(
      '"/pepein" and NEXT_PUBLIC_SITE_URL "https://example.github.io/other" disagree: the site ' +
        'URL\'s path is "/other". Set NEXT_PUBLIC_BASE_PATH=/other, or ' +
        'NEXT_PUBLIC_SITE_URL=https://example.github.io/pepein.',
    );
  });

  it('catches a project site built without its base path, and one with it on a root URL', () => {
    expect(basePathMismatch('', 'https://octocat.github.io/lewdin')).toContain(
      'Set NEXT_PUBLIC_BASE_PATH=/lewdin, or NEXT_PUBLIC_SITE_URL=https://octocat.github.io.',
    );
    expect(basePathMismatch('/lewdin', 'https://lewdin.example')).toContain(
      'Set NEXT_PUBLIC_BASE_PATH empty, or NEXT_PUBLIC_SITE_URL=https://lewdin.example/lewdin.',
    );
  });

  it('leaves a site URL that does not parse to the https check', () => {
    expect(basePathMismatch('/pepein', 'example.github.io/pepein')).toBeNull();
  });
});
