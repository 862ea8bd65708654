import { defineConfig, devices } from '@playwright/test';
import { CHROME_FLAGS, CHROME_PATH } from './e2e/harness/chrome.mjs';
import { scaled } from './e2e/harness/machine';
import type { Engine } from './e2e/journeys/engines/driver';

const PORT = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig<object, { engine: Engine }>({
  testDir: './e2e',
  fullyParallel: true,
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
      executablePath: CHROME_PATH,
      args: [...CHROME_FLAGS, '--autoplay-policy=no-user-gesture-required'],
    },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: /journeys\//,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    // The visitor journeys (e2e/journeys/), once per engine, each through its own tool.
    ...(['blink', 'gecko', 'webkit'] as const).map((engine) => ({
      name: engine,
      testMatch: /journeys\/.*\.spec\.ts$/,
      // A classic WebDriver round trip costs more than a CDP one; the journeys make many.
      timeout: scaled(60_000),
      use: { engine },
    })),
  ],
  // The export as a static host serves it: _headers, clean URLs, 404.html (e2e/harness/static-host.ts).
  // Cloudflare's own runtime serves it in e2e/cloudflare.spec.ts.
  webServer: {
    command: `npx tsx e2e/harness/serve-export.ts out ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
