/** @jest-environment node */
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { COMPILE_HINT, hintStartupChunks, withCompileHint } from '@/scripts/lib/compile-hints';

const chunk = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([]);';

describe('withCompileHint', () => {
  it('puts the hint on the first line, once', () => {
    const hinted = withCompileHint(chunk);
    expect(hinted.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(hinted.slice(COMPILE_HINT.length)).toBe(chunk);
    expect(withCompileHint(hinted)).toBe(hinted);
  });
});

describe('hintStartupChunks', () => {
  let out: string;
  beforeEach(async () => {
    out = await mkdtemp(path.join(tmpdir(), 'compile-hints-'));
    await mkdir(path.join(out, '_next/static/chunks'), { recursive: true });
    for (const name of ['main', 'lazy']) {
      await writeFile(path.join(out, `_next/static/chunks/${name}.js`), chunk);
    }
  });
  afterEach(() => rm(out, { recursive: true }));

  it('hints the files behind the listed URLs, base path removed, and no other', async () => {
    const urls = ['/docs/_next/static/chunks/main.js', '/docs/_next/static/chunks/main.js'];
    expect(await hintStartupChunks(out, urls, '/docs')).toBe(1);
    const read = (name: string) => readFile(path.join(out, `_next/static/chunks/${name}`), 'utf8');
    expect(await read('main.js')).toBe(COMPILE_HINT + chunk);
    expect(await read('lazy.js')).toBe(chunk);
    expect(await hintStartupChunks(out, urls, '/docs')).toBe(0);
  });
});
