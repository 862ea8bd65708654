/**
 * The browser test of another token's build (e2e/rebrand/check-rebrand.sh builds it into
 * .tmp/rebrand-site/<sub-path> with e2e/fixtures/rebrand/<REBRAND_TOKEN>.env: `token`, the second
 * token, by default; `base`, the third, on Base; `prelaunch`, a token not out yet). Separate from
 * playwright.config.ts, which tests the default build: here the page is served under the token's
 * sub-path, and the specs read the token's values through lib/brand, so the variables are set
 * before they load.
 *
 *   E2E_PORT=4201 [REBRAND_TOKEN=base] npx playwright test -c playwright.rebrand.config.ts
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { TEST_CHROME_FLAGS, TEST_CHROME_PATH } from './e2e/harness/chrome.mjs';
import { readTokenEnv, REBRAND_OUT, REBRAND_SITE, REBRAND_TOKEN } from './e2e/rebrand/token';
import { marketFakeServer } from './e2e/support/market-fake';
import { scaled } from './e2e/harness/machine';
import { ANDROID, EVERY_CHAIN, TEAM, TIMING } from './e2e/support/tags';
import type { Engine } from './e2e/journeys/engines/driver';

const token = readTokenEnv();
Object.assign(process.env, token);

const PORT = Number(process.env.E2E_PORT ?? 4183);
const basePath = token.NEXT_PUBLIC_BASE_PATH ?? '';

const ENGINES = ['blink', 'gecko', 'webkit'] as const;
const launched = token.NEXT_PUBLIC_CONTRACT_ADDRESS?.trim().toLowerCase() !== 'soon';

/**
 * The chart on request, in each engine through its own tool (e2e/journeys/). The third token's
 * chart differs from the second's only in its chain's address, so it is opened in Blink alone, and
 * skips the walk over every route before any click, which has nothing of the chain in it.
 */
const chartProjects = (engines: readonly Engine[], grepInvert?: RegExp) =>
  engines.map((engine) => ({
    name: `chart-${engine}`,
    testMatch: /journeys\/chart\.rebrand\.ts$/,
    grepInvert,
    timeout: scaled(60_000),
    use: { engine },
  }));

const desktop = { ...devices['Desktop Chrome'], channel: undefined };

// The second and third tokens' builds ask a fake on this machine (e2e/support/market-fake.ts):
// the second for its Live price (LIVE_PRICE_FAKE_ORIGIN), both for Check the token
// (SAFETY_FAKE_ORIGIN), at one origin. check-rebrand.sh builds them with it and runs this with the
// same. An engine's tests of one control run one at a time: the fake plays one scenario per engine
// and control.
const fakeOrigin = process.env.SAFETY_FAKE_ORIGIN;
if (
  (launched && !fakeOrigin) ||
  (REBRAND_TOKEN === 'token' && process.env.LIVE_PRICE_FAKE_ORIGIN !== fakeOrigin)
) {
  throw new Error(
    'Set SAFETY_FAKE_ORIGIN (and, for the second token, LIVE_PRICE_FAKE_ORIGIN, the same) to the origin the build was made with, as e2e/rebrand/check-rebrand.sh does.',
  );
}
const oneAtATime = (name: string, file: RegExp, engines: readonly Engine[]) =>
  engines.map((engine) => ({
    name: `${name}-${engine}`,
    testMatch: file,
    fullyParallel: false,
    timeout: scaled(60_000),
    use: { engine },
  }));
// The live price's whole journey in Blink; in Gecko and WebKit the tests tagged @every-engine: no
// request before the press, then the answer on the page. Its failures and fallbacks are the same
// code in every engine, and Jest and Blink prove them.
const livePriceProjects = ENGINES.flatMap((engine) =>
  oneAtATime('price', /journeys\/live-price\.rebrand\.ts$/, [engine]).map((project) => ({
    ...project,
    ...(engine === 'blink' ? {} : { grep: /@every-engine/ }),
  })),
);
// Check the token on Solana in Gecko and WebKit, its tests tagged @every-engine (Blink's whole
// journey is e2e/safety-check.spec.ts, on the default build), and on Base, with GoPlus, in Blink:
// each build runs its chain's journey, by tag.
const safetyProjects = (engines: readonly Engine[], journey: '@solana' | '@evm') =>
  oneAtATime('safety', /journeys\/safety\.rebrand\.ts$/, engines).map((project) => ({
    ...project,
    grep:
      journey === '@solana'
        ? new RegExp(`(?=.*${journey})(?=.*@every-engine)`)
        : new RegExp(journey),
  }));

/**
 * The default build's specs whose outcome a team's content decides (tagged @team-content,
 * e2e/support/tags.ts), on the second token's build, in the projects playwright.config.ts runs them
 * in: its `desktop` specs, and its `blink` journeys (those tagged @android too). Run here, beside
 * the walk of the same build, in one run: the specs read the export's files there (E2E_EXPORT).
 * Only the files that tag a test with TEAM or TEAM_ON_ANDROID are loaded: a spec reads the art of
 * the tree it runs in at load, which for the other files' listing (.ci/every-spec-runs.mts, in a
 * tree with LewdIn's art) would not be the token's.
 */
const teamProjects = () => {
  process.env.E2E_EXPORT ??= REBRAND_OUT;
  const specs = readdirSync('e2e', { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.spec.ts'))
    .filter((file) => /\bTEAM(_ON_ANDROID)?\b/.test(readFileSync(path.join('e2e', file), 'utf8')));
  return [
    {
      name: 'team-desktop',
      testMatch: specs.filter((file) => !file.startsWith('journeys/')),
      grep: new RegExp(TEAM.tag),
      grepInvert: new RegExp(TIMING.tag),
      use: desktop,
    },
    {
      name: 'team-blink',
      testMatch: specs.filter((file) => file.startsWith('journeys/')),
      grep: new RegExp(`(?=.*${TEAM.tag})(?=.*${ANDROID.tag})`),
      grepInvert: new RegExp(TIMING.tag),
      timeout: scaled(60_000),
      use: { engine: 'blink' as const },
    },
  ];
};

const projects =
  REBRAND_TOKEN === 'token'
    ? [
        ...teamProjects(),
        {
          name: 'rebrand',
          testMatch: [
            'rebrand/brand-kit.rebrand.ts',
            'rebrand/moment-card.rebrand.ts',
            'rebrand/right-to-left.rebrand.ts',
            'rebrand/translation-cards.rebrand.ts',
            'qr.spec.ts',
          ],
          use: desktop,
        },
        // Which requests a page makes before the press is the page's own code, the same in
        // every engine: the walk over every route runs in Blink; each engine opens the embed.
        ...chartProjects(['blink']),
        ...chartProjects(['gecko', 'webkit'], /no page asks the chart provider/),
        ...livePriceProjects,
        ...safetyProjects(['gecko', 'webkit'], '@solana'),
      ]
    : [
        // The third token and the pre-launch build: every surface that shows or links the
        // address (e2e/rebrand/token-walk.rebrand.ts), the wallet links and the swap links
        // on a touch screen (none before launch), and, once launched, the QR code and the chart;
        // before launch, at its sub-path, every file and link under it. The third
        // token's /contract is walked in each engine, its every page in Blink; the pre-launch build in
        // Blink only, to keep CI's time: with no Copy, wallet link or chart it
        // has nothing an engine does differently, and its pages are the same HTML in each.
        {
          name: 'rebrand',
          testMatch: [
            'rebrand/touch.rebrand.ts',
            'buy-in-wallet.spec.ts',
            ...(launched
              ? ['qr.spec.ts']
              : ['rebrand/launch.rebrand.ts', 'rebrand/sub-path.rebrand.ts']),
          ],
          use: desktop,
        },
        // Every page's words and links are the build's HTML, the same in each engine, so the walk
        // runs in Blink; in Gecko and WebKit, /contract, whose Copy and QR each engine does its way.
        ...(launched ? ENGINES : (['blink'] as const)).map((engine) => ({
          name: `walk-${engine}`,
          testMatch: /rebrand\/token-walk\.rebrand\.ts$/,
          ...(engine === 'blink' ? {} : { grep: /\/contract: the address/ }),
          timeout: scaled(60_000),
          use: { engine },
        })),
        ...(launched ? chartProjects(['blink'], /no page asks the chart provider/) : []),
        ...(launched ? safetyProjects(['blink'], '@evm') : []),
        // The latest trades on Base: the default build's spec, its test tagged EVERY_CHAIN, with
        // the recorded EVM trades and Base's paths and explorer. Its other tests read the same code
        // on any chain, and run on the default build only.
        ...(launched
          ? [
              {
                name: 'trades',
                testMatch: 'latest-trades.spec.ts',
                grep: new RegExp(EVERY_CHAIN.tag),
                use: desktop,
              },
            ]
          : []),
        // Before launch, the countdown in a visitor's zone in a second engine (Blink's is in
        // rebrand/launch.rebrand.ts, on the page's clock).
        ...(launched
          ? []
          : [
              {
                name: 'launch-gecko',
                testMatch: /journeys\/launch-zone\.rebrand\.ts$/,
                timeout: scaled(60_000),
                use: { engine: 'gecko' as const, timeZone: 'Asia/Tokyo' },
              },
            ]),
      ];

export default defineConfig<object, { engine: Engine; timeZone: string | undefined }>({
  testDir: './e2e',
  // The dark lane's QR check reads its expectations from the page, so it runs on any launched
  // build, the swap links' on any build, and the latest trades' on Solana and Base, whose
  // recordings it holds. Not *.spec.ts: playwright.config.ts would run them on the default build.
  testMatch: [
    'rebrand/**/*.rebrand.ts',
    'qr.spec.ts',
    'buy-in-wallet.spec.ts',
    'latest-trades.spec.ts',
    'journeys/chart.rebrand.ts',
    'journeys/live-price.rebrand.ts',
    'journeys/safety.rebrand.ts',
    'journeys/launch-zone.rebrand.ts',
  ],
  fullyParallel: true,
  // Two at once on CI's two cores, as playwright.config.ts: a third made these walks slower.
  workers: process.env.CI ? 2 : 1,
  retries: 0,
  reporter: 'list',
  // Scaled as playwright.config.ts's (e2e/harness/machine.ts).
  timeout: scaled(30_000),
  expect: { timeout: scaled(5_000) },
  use: {
    // Trailing slash: specs navigate with relative paths ('contract'), which stay under it.
    baseURL: `http://127.0.0.1:${PORT}${basePath}/`,
    trace: 'off',
    launchOptions: { executablePath: TEST_CHROME_PATH, args: TEST_CHROME_FLAGS },
  },
  projects,
  webServer: [
    // The site root that holds the export under its sub-path, served as for the default build.
    {
      command: `npx tsx e2e/harness/serve-export.ts ${REBRAND_SITE} ${PORT}`,
      url: `http://127.0.0.1:${PORT}${basePath}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    ...(fakeOrigin
      ? [{ ...marketFakeServer(fakeOrigin), reuseExistingServer: false, timeout: 30_000 }]
      : []),
  ],
});
