/**
 * The browser test of the second token's build (e2e/rebrand/check-rebrand.sh builds it into
 * .tmp/rebrand-site/<sub-path> with e2e/fixtures/rebrand/token.env). Separate from playwright.config.ts, which
 * tests the default build: here the page is served under the token's sub-path, and the specs read
 * the token's values through lib/brand, so the variables are set before they load.
 *
 *   E2E_PORT=4201 npx playwright test -c playwright.rebrand.config.ts
 */
import { defineConfig, devices } from '@playwright/test';
import { CHROME_FLAGS, CHROME_PATH } from './e2e/support/chrome.mjs';
import { hostServer } from './e2e/support/host-server';
import { readTokenEnv, REBRAND_SITE } from './e2e/rebrand/token';
import type { Engine } from './e2e/journeys/engines/driver';

const token = readTokenEnv();
Object.assign(process.env, token);

const PORT = Number(process.env.E2E_PORT ?? 4183);
const basePath = token.NEXT_PUBLIC_BASE_PATH ?? '';

// Cloudflare's Pages runtime, as for the default build, serving the site root that holds the
// export under its sub-path.
const server = hostServer(REBRAND_SITE, PORT);

export default defineConfig<object, { engine: Engine }>({
  testDir: './e2e',
  // The dark lane's QR check reads its expectations from the page, so it runs on any build.
  // Not *.spec.ts: playwright.config.ts would run them on the default build.
  testMatch: ['rebrand/**/*.rebrand.ts', 'qr.spec.ts', 'journeys/chart.rebrand.ts'],
  fullyParallel: true,
  workers: process.env.CI ? 2 : 1,
  retries: 0,
  reporter: 'list',
  timeout: 30_000,
  use: {
    // Trailing slash: specs navigate with relative paths ('contract'), which stay under it.
    baseURL: `http://127.0.0.1:${PORT}${basePath}/`,
    trace: 'off',
    launchOptions: { executablePath: CHROME_PATH, args: CHROME_FLAGS },
  },
  projects: [
    { name: 'rebrand', use: { ...devices['Desktop Chrome'], channel: undefined } },
    // The chart on request, in each engine through its own tool (e2e/journeys/).
    ...(['blink', 'gecko', 'webkit'] as const).map((engine) => ({
      name: `chart-${engine}`,
      testMatch: /journeys\/chart\.rebrand\.ts$/,
      timeout: 60_000,
      use: { engine },
    })),
  ],
  webServer: {
    command: server.command,
    url: `http://127.0.0.1:${PORT}${basePath}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
