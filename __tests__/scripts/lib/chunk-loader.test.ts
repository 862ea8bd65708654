/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { LOADER_SOURCE, loaderSources, withChunkLoader } from '@/scripts/lib/chunk-loader';

const chunk = (name: string) => `/_next/static/chunks/${name}.js`;
const exported = [
  '<html><head>',
  `<link rel="preload" as="script" fetchPriority="low" href="${chunk('page')}"/>`,
  `<script src="${chunk('runtime')}" async=""></script>`,
  `<script src="${chunk('react')}" async=""></script>`,
  `<script src="${chunk('polyfills')}" noModule=""></script>`,
  '</head><body><script>self.__next_f=[]</script>',
  `<script src="${chunk('page')}" async=""></script>`,
  '</body></html>',
].join('');

describe('withChunkLoader', () => {
  it('swaps the async chunk scripts and their preloads for one loader, in order', () => {
    const html = withChunkLoader(exported);
    expect(html).not.toMatch(/<script src="[^"]*" async=""/);
    expect(html).not.toContain('rel="preload" as="script"');
    expect(html).toContain(`<script src="${chunk('polyfills')}" noModule=""></script>`);
    expect(html).toContain('<script>self.__next_f=[]</script>');
    expect(html.match(/<script id="chunk-loader">/g)).toHaveLength(1);
    expect(html.indexOf('id="chunk-loader"')).toBeLessThan(html.indexOf('</head>'));
    expect(loaderSources(html)).toEqual([chunk('runtime'), chunk('react'), chunk('page')]);
  });

  it('changes nothing but the chunk tags, byte for byte', () => {
    const html = withChunkLoader(exported);
    const loader = html.match(/<script id="chunk-loader">[\s\S]*?<\/script>/)?.[0] ?? '';
    const expected = exported
      .replace(/<link rel="preload" as="script"[^>]*\/>/, '')
      .replace(/<script src="[^"]*(runtime|react|page)\.js" async=""><\/script>/g, '');
    expect(html.replace(loader, '')).toBe(expected);
  });

  it("puts the loader before the head's first stylesheet, so its requests wait for no CSS parse", () => {
    const styled = exported.replace(
      '<html><head>',
      '<html><head><meta charSet="utf-8"/><style data-href="/a.css">p{}</style>' +
        '<link rel="stylesheet" href="/a.css" disabled=""/>',
    );
    const html = withChunkLoader(styled);
    expect(html.indexOf('id="chunk-loader"')).toBeGreaterThan(html.indexOf('<meta charSet'));
    expect(html.indexOf('id="chunk-loader"')).toBeLessThan(html.indexOf('<style'));
    expect(html.match(/<script id="chunk-loader">/g)).toHaveLength(1);
    expect(html).not.toMatch(/<script src="[^"]*" async=""/);
    expect(loaderSources(html)).toEqual([chunk('runtime'), chunk('react'), chunk('page')]);
    // A stylesheet in the body is not the head's: the loader stays in the head.
    const late = withChunkLoader(exported.replace('<body>', '<body><style>p{}</style>'));
    expect(late.indexOf('id="chunk-loader"')).toBeLessThan(late.indexOf('</head>'));
  });

  it('finds chunk scripts whatever else their tags carry, a > in an attribute value included', () => {
    const html = withChunkLoader(
      `<html><head><script data-note="a > b" async src="${chunk('main')}"></script></head></html>`,
    );
    expect(loaderSources(html)).toEqual([chunk('main')]);
    expect(html).not.toContain('data-note');
  });

  it('leaves a page without chunk scripts, or one already rewritten, as it is', () => {
    const plain = '<html><head></head><body><p>hi</p></body></html>';
    expect(withChunkLoader(plain)).toBe(plain);
    const once = withChunkLoader(exported);
    expect(withChunkLoader(once)).toBe(once);
    expect(loaderSources(plain)).toEqual([]);
  });
});

describe('loaderSources', () => {
  it('reads only the loader, not a script that mentions it', () => {
    const html = withChunkLoader(exported);
    const decoy = `<script data-id="chunk-loader">(function loader(){})(1,2,["/x.js"])</script>`;
    expect(loaderSources(`${decoy}${html}`)).toEqual([
      chunk('runtime'),
      chunk('react'),
      chunk('page'),
    ]);
  });
});

describe('LOADER_SOURCE', () => {
  it('is the same JavaScript under tsx, which runs the build, as here', () => {
    const underTsx = execFileSync(
      process.execPath,
      [
        '--require',
        'tsx/cjs',
        '-e',
        "process.stdout.write(require('./scripts/lib/chunk-loader.ts').LOADER_SOURCE)",
      ],
      { cwd: path.resolve(__dirname, '../../..'), encoding: 'utf8' },
    );
    expect(LOADER_SOURCE).toMatch(/^function loader\(paintWaitMs, [^)]*\) \{\n/);
    expect(underTsx).toBe(LOADER_SOURCE);
  }, 60_000);
});
