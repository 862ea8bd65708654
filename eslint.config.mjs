import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // Visitor text must only ever reach the page as text.
    rules: { 'react/no-danger': 'error' },
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
