import { defineConfig, devices } from '@playwright/test';
import { TEST_CHROME_FLAGS, TEST_CHROME_PATH } from './e2e/harness/chrome.mjs';
import { EXPORT_DIR } from './e2e/harness/export-dir';
import { scaled } from './e2e/harness/machine';
import type { Engine } from './e2e/journeys/engines/driver';

const PORT = Number(process.env.E2E_PORT ?? 4173);

const TIMING = /@timing/;
const ANDROID = /@android/;

/**
 * The projects: `desktop` (every spec but the journeys) in Blink, and the visitor journeys
 * (e2e/journeys/), once per engine, each through its own tool: in Blink only those tagged
 * @android (e2e/support/tags.ts), whose behaviour no `desktop` spec shows. Named with `prefix`,
 * they hold the tests tagged @timing and depend on every project without it; without, every
 * other test.
 */
function projects(prefix: '' | 'timing-') {
  const timing = prefix === 'timing-';
  const tests = (engine?: Engine) =>
    timing ? { grep: TIMING } : { grep: engine === 'blink' ? ANDROID : /./, grepInvert: TIMING };
  const after = timing ? { dependencies: ['desktop', 'blink', 'gecko', 'webkit'] } : {};
  return [
    {
      name: `${prefix}desktop`,
      testIgnore: /journeys\//,
      ...tests(),
      ...after,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    ...(['blink', 'gecko', 'webkit'] as const).map((engine) => ({
      name: `${prefix}${engine}`,
      testMatch: /journeys\/.*\.spec\.ts$/,
      // A classic WebDriver round trip costs more than a CDP one; the journeys make many.
      timeout: scaled(60_000),
      ...tests(engine),
      ...after,
      use: { engine },
    })),
  ];
}

export default defineConfig<object, { engine: Engine }>({
  testDir: './e2e',
  fullyParallel: true,
  // Two at once on CI's two cores: with three, each test took 1.59 times as long (the suite keeps
  // both cores busy), so the run was no shorter. The tests that time the page run last (TIMING).
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: process.env.CI ? 'list' : [['list']],
  // Limits set on a quiet 2-core machine, scaled by how much slower this one is as the run starts.
  timeout: scaled(30_000),
  expect: { timeout: scaled(5_000) },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'off',
    launchOptions: {
      executablePath: TEST_CHROME_PATH,
      args: TEST_CHROME_FLAGS,
    },
  },
  // Each project twice: its tests, then, once every project's other tests are done, its tests
  // tagged @timing (e2e/support/tags.ts), which bound a time the page reads on the real clock.
  projects: [...projects(''), ...projects('timing-')],
  // The export (out/, or E2E_EXPORT) as a static host serves it: _headers, clean URLs, 404.html
  // (e2e/harness/static-host.ts).
  // Cloudflare's own runtime serves it in e2e/cloudflare.spec.ts.
  webServer: {
    command: `npx tsx e2e/harness/serve-export.ts ${EXPORT_DIR} ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
