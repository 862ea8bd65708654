import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
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
  ]),
]);
