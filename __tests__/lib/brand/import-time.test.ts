/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';

/**
 * No module reads the content file or the environment when it is imported: the brand is read on
 * the first siteConfig() call, so a script or test sets its variables first and imports in any
 * order. Every module of app/, components/, data/ and lib/ is imported here while any read of a
 * NEXT_PUBLIC_* variable throws: the brand's, and NEXT_PUBLIC_CONTENT, which finds the content file.
 */

// The file `npm run art` writes, as the build imports it: JSON, not Jest's stand-in that makes it.
jest.mock('@/app/error-text.json', () => ({}));

const MODULES = execFileSync('git', ['ls-files', 'app', 'components', 'data', 'lib'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => /\.(tsx?|mjs)$/.test(file) && !file.endsWith('.d.ts'));

/** Imports `modules` in a registry of their own while `env` is process.env. */
function importAll(env: NodeJS.ProcessEnv, modules: readonly string[]): string[] {
  const real = process.env;
  const failed: string[] = [];
  process.env = env;
  try {
    jest.isolateModules(() => {
      for (const file of modules) {
        try {
          // eslint-disable-next-line @typescript-eslint/no-require-imports
          require(`@/${file}`);
        } catch (error) {
          failed.push(`${file}: ${(error as Error).message.split('\n')[0]}`);
        }
      }
    });
  } finally {
    process.env = real;
  }
  return failed;
}

/** The environment as it is, but reading a NEXT_PUBLIC_* variable throws. */
function unreadable(): NodeJS.ProcessEnv {
  return new Proxy(
    { ...process.env },
    {
      get(target, key) {
        if (typeof key === 'string' && key.startsWith('NEXT_PUBLIC_')) {
          throw new Error(`read process.env.${key} when imported`);
        }
        return Reflect.get(target, key);
      },
    },
  );
}

it('imports every module of app/, components/, data/ and lib/ without reading a variable', () => {
  expect(MODULES.length).toBeGreaterThan(200);
  expect(importAll(unreadable(), MODULES)).toEqual([]);
}, 120_000);

it('reads the brand when siteConfig() is first called, and fails then', () => {
  const env = {
    ...process.env,
    NEXT_PUBLIC_CONTENT: 'brand/missing.yaml',
  };
  const real = process.env;
  process.env = env;
  try {
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const brand = require('@/lib/brand') as typeof import('@/lib/brand');
      expect(() => brand.siteConfig()).toThrow('brand/missing.yaml: the file does not exist');
      expect(() => brand.frameColours()).toThrow('brand/missing.yaml');
    });
  } finally {
    process.env = real;
  }
});

it('fails the import check on a module that reads a variable as it loads', () => {
  const probe = 'lib/asset.ts';
  jest.doMock('@/lib/asset', () => ({ basePath: process.env.NEXT_PUBLIC_BASE_PATH }));
  try {
    expect(importAll(unreadable(), [probe])).toEqual([
      `${probe}: read process.env.NEXT_PUBLIC_BASE_PATH when imported`,
    ]);
  } finally {
    jest.dontMock('@/lib/asset');
  }
});
