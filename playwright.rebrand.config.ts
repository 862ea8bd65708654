/**
 * The browser test of the second token's build (scripts/check-rebrand.sh builds it into
 * .tmp/rebrand-out with e2e/fixtures/rebrand/token.env). Separate from playwright.config.ts, which
 * tests the default build: here the page is served under the token's sub-path, and the specs read
 * the token's values through data/site.ts, so the variables are set before they load.
 *
 *   E2E_PORT=4201 npx playwright test -c playwright.rebrand.config.ts
 */
import { defineConfig, devices } from '@playwright/test';
import { CHROME_FLAGS, CHROME_PATH } from './scripts/lib/chrome.mjs';
import { readTokenEnv, REBRAND_OUT } from './e2e/rebrand/token';

const token = readTokenEnv();
Object.assign(process.env, token);

const PORT = Number(process.env.E2E_PORT ?? 4183);
const basePath = token.NEXT_PUBLIC_BASE_PATH ?? '';

/** The one place the server is named: it serves the export under the base path. */
const server = {
  command: `node scripts/static-server.mjs ${REBRAND_OUT} ${PORT}`,
  env: { NEXT_PUBLIC_BASE_PATH: basePath },
};

export default defineConfig({
  testDir: './e2e',
  // The dark lane's QR check reads its expectations from the page, so it runs on any build.
  // Not *.spec.ts: playwright.config.ts would run them on the default build.
  testMatch: ['rebrand/**/*.rebrand.ts', 'qr.spec.ts'],
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
  projects: [{ name: 'rebrand', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    ...server,
    url: `http://127.0.0.1:${PORT}${basePath}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
