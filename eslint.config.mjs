import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { browserModules } from './lint/browser-modules.mjs';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      // Visitor text must only ever reach the page as text.
      'react/no-danger': 'error',
      // Small files: none over 450 lines, as `wc -l` counts them (the team's guide).
      'max-lines': ['error', { max: 450 }],
    },
  },
  {
    // The code that builds and ships. A cycle leaves one of its modules half-initialized while the
    // other runs, whichever loads first; TypeScript erases a type-only import, so those may loop.
    // data/ shapes the content for pages out of lib/; lib/ taking from data/ would turn that around.
    // lib/build/ reads files and runs sharp and HarfBuzz: only the build, route handlers and server
    // components import it, never a 'use client' island or a module one loads.
    files: ['{app,components,data,lib,scripts}/**/*.{ts,tsx,mts,mjs}'],
    // A cycle runs through the project's own modules: the rule need not parse node_modules'
    // declarations (most of its time did) to find one.
    settings: { 'import/ignore': ['node_modules'] },
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            { target: './lib', from: './data', message: 'lib/ never imports data/.' },
            {
              target: browserModules(import.meta.dirname).map((file) => `./${file}`),
              from: './lib/build',
              message: 'Browser code: lib/build/ runs at build time only.',
            },
          ],
        },
      ],
    },
  },
  {
    // X's twitter-text checks raid posts at build time (lib/raid/post-length.ts); it never ships.
    files: ['components/**/*.{ts,tsx}', 'lib/raid/links.ts', 'lib/raid/types.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'twitter-text', message: 'Build-time only: lib/raid/post-length.ts.' }],
          patterns: [{ group: ['**/raid/post-length'], message: 'Build-time only.' }],
        },
      ],
    },
  },
  globalIgnores([
    '.next/**',
    'out/**',
    'coverage/**',
    'test-results/**',
    'playwright-report/**',
    'public/art/**',
    'bench/floor/.next/**',
    'bench/floor/out/**',
    'bench/results/**',
    'next-env.d.ts',
    '.wrangler/**',
    // e2e/rebrand/check-rebrand.sh's second build and bad fixtures.
    '.tmp/**',
  ]),
]);
