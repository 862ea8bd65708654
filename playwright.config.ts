import { defineConfig, devices } from '@playwright/test';
import { CHROME_FLAGS, CHROME_PATH } from './e2e/support/chrome.mjs';
import { hostServer } from './e2e/support/host-server';
import { scaled } from './e2e/support/machine';
import { supervisedServer } from './e2e/support/server-watch.mjs';
import type { Engine } from './e2e/journeys/engines/driver';

const PORT = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig<object, { engine: Engine }>({
  testDir: './e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // One retry, for a test the test server failed alone (e2e/support/server-wait.ts).
  retries: 1,
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
  // Cloudflare's Pages runtime (wrangler pages dev): production's _headers, redirects and 404s;
  // under a supervisor that restarts it when it stops answering (e2e/support/test-server.mjs).
  webServer: {
    ...supervisedServer(
      (upstream) => hostServer('out', upstream).command,
      PORT,
      `http://127.0.0.1:${PORT}/`,
    ),
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
