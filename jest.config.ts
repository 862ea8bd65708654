import type { Config } from 'jest';
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/**
 * Packages published only as ES modules, which Jest must compile to run (scripts/lib/html.ts,
 * lib/chain/address.ts, components/ui/marks.ts).
 */
const ESM_ONLY = [
  'parse5-html-rewriting-stream',
  'parse5-sax-parser',
  '@noble/hashes',
  '@web3icons/core',
];

const config: Config = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: {
    // Written by `npm run art` before a build; Jest makes it from the content file instead.
    '/error-text\\.json$': '<rootDir>/__tests__/support/error-text.ts',
    '^@/(.*)$': '<rootDir>/$1',
  },
  testMatch: ['<rootDir>/__tests__/**/*.test.{ts,tsx}'],
  // Jest's default is one worker fewer than the cores: on CI's two, a single worker. The suites
  // wait on nothing but the CPU (fake timers), so two run them in 70% of the time.
  maxWorkers: '100%',
  clearMocks: true,
  restoreMocks: true,
};

// next/jest leaves all of node_modules uncompiled and lets a config only add to that list.
export default async function jestConfig(): Promise<Config> {
  const resolved = await createJestConfig(config)();
  const esmOnly = ESM_ONLY.join('|');
  return {
    ...resolved,
    transformIgnorePatterns: (resolved.transformIgnorePatterns ?? []).map((pattern) => {
      if (pattern === '/node_modules/') return `/node_modules/(?!(${esmOnly})/)`;
      return pattern.startsWith('/node_modules/(?!.pnpm)(?!(')
        ? pattern.replace('(?!(', `(?!(${esmOnly}|`)
        : pattern;
    }),
  };
}
