import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { normaliseBasePath } from '../lib/brand/base-path';
import { COMPILE_HINT } from '../scripts/lib/compile-hints';
import { loaderSources } from '../scripts/lib/chunk-loader';
import { htmlFiles } from '../scripts/lib/secure-export';
import { test, expect } from './fixtures';
import { EXPORT_DIR } from './harness/export-dir';

const out = path.resolve(EXPORT_DIR);
const chunksDir = path.join(out, '_next/static/chunks');

test.describe('compile hints (scripts/lib/compile-hints.ts)', () => {
  test('the export hints exactly the chunks its pages load at startup', async () => {
    const basePath = normaliseBasePath(process.env.NEXT_PUBLIC_BASE_PATH);
    const pages = await htmlFiles(out);
    const startup = new Set<string>();
    for (const page of pages) {
      for (const url of loaderSources(await readFile(path.join(out, page), 'utf8'))) {
        startup.add(path.basename(url.slice(basePath.length)));
      }
    }
    expect(startup.size).toBeGreaterThan(0);

    const chunks = (await readdir(chunksDir)).filter((file) => file.endsWith('.js'));
    for (const chunk of chunks) {
      const source = await readFile(path.join(chunksDir, chunk), 'utf8');
      expect(source.startsWith(COMPILE_HINT), chunk).toBe(startup.has(chunk));
    }
    // Next's legacy polyfills load only in old browsers (nomodule), so they stay lazy.
    expect(chunks.length).toBeGreaterThan(startup.size);
  });
});
