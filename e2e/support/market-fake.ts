/**
 * A fake of DEX Screener's and GeckoTerminal's token endpoints on this machine, for the live price
 * journey (e2e/journeys/live-price.rebrand.ts), and of Check the token's three sources, for its
 * journey (e2e/journeys/safety.rebrand.ts). No engine's driver intercepts requests in WebKit, so
 * the build under test is made with LIVE_PRICE_FAKE_ORIGIN (lib/market/query.ts) and
 * SAFETY_FAKE_ORIGIN (lib/safety/query.ts), which put this server's origin in place of the APIs,
 * in the page's code and in its connect-src.
 *
 * It answers with the Jest fixtures (documented shapes, one per chain) and, for Check the token,
 * the scenarios of ./safety-scenarios.ts (recorded answers among them), the asked token's address
 * put in place of the one each body answers for, as the scenario each engine has set asks.
 * Engines run in parallel against the one server, so each request is told apart by its engine (its
 * User-Agent), and by its family of APIs (the price's or the check's), so that an engine's two
 * journeys may run at once; within a journey, one test at a time. Control:
 * POST /__fake/<engine>/<scenario> sets the scenario of its family and forgets what that engine
 * asked of the family; GET /__fake/<engine>/<family>/requests lists what it asked since.
 */
import type { Engine } from '../journeys/engines/driver';
import { CHAINS, CHAIN_IDS, type ChainId } from '../../lib/chain';
import type { SafetySource } from '../../lib/safety/query';
import {
  copy,
  DEXSCREENER,
  DEXSCREENER_BONDING_CURVE,
  GECKOTERMINAL,
  TOKENS,
} from '../../__tests__/lib/market/fixtures';
import { SAFETY_SCENARIOS, safetyRoute, type FakeReply, type FakeScript } from './safety-scenarios';

/** An answer (./safety-scenarios.ts), or none, ever. */
export type Reply = FakeReply | 'hang';
type Source = 'dexscreener' | 'geckoterminal';

const ok = (body: unknown): Reply => ({ status: 200, body });
const dexOk = (chain: ChainId) => ok(DEXSCREENER[chain]);
const geckoOk = (chain: ChainId) => ok(GECKOTERMINAL[chain]);

/** The deepest own pair of the chain's fixture, every value the page shows spoilt. */
function badData(chain: ChainId) {
  const pairs = copy(DEXSCREENER[chain]) as Record<string, unknown>[];
  Object.assign(pairs.at(-1)!, {
    pairAddress: '"><img src=x onerror=alert(1)>',
    priceUsd: '<b>free money</b>',
    marketCap: null,
    fdv: -5,
    priceChange: { h24: 1e40 },
    volume: { h24: 'NaN' },
  });
  return ok(pairs);
}

const PRICE_SCENARIOS = {
  dexscreener: { dexscreener: dexOk, geckoterminal: () => ({ status: 500 }) },
  fallback: { dexscreener: () => ({ status: 500 }), geckoterminal: geckoOk },
  // A 429 without CORS headers reaches the page as a network error.
  failed: {
    dexscreener: () => ({ status: 429, cors: false }),
    geckoterminal: () => ({ status: 503 }),
  },
  timeout: { dexscreener: () => 'hang', geckoterminal: geckoOk },
  empty: { dexscreener: () => ok([]), geckoterminal: () => ({ status: 404 }) },
  'bad-data': { dexscreener: badData, geckoterminal: () => ({ status: 500 }) },
  'bonding-curve': {
    dexscreener: () => ok(DEXSCREENER_BONDING_CURVE),
    geckoterminal: () => ({ status: 500 }),
  },
} satisfies Record<string, Record<Source, (chain: ChainId) => Reply>>;

const PRICE_SCRIPTS: Record<string, Record<Source, (chain: ChainId) => Reply>> = PRICE_SCENARIOS;
const SAFETY_SCRIPTS: Record<string, FakeScript> = SAFETY_SCENARIOS;

export type Scenario = keyof typeof PRICE_SCENARIOS | keyof typeof SAFETY_SCENARIOS;
/** The APIs a scenario answers for: the live price's, or Check the token's. */
export type Family = 'price' | 'check';

export function familyOf(scenario: string): Family | null {
  if (Object.hasOwn(PRICE_SCRIPTS, scenario)) return 'price';
  return Object.hasOwn(SAFETY_SCRIPTS, scenario) ? 'check' : null;
}

export function engineOf(userAgent = ''): Engine {
  if (/Firefox\//.test(userAgent)) return 'gecko';
  return /Chrome\//.test(userAgent) ? 'blink' : 'webkit';
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type Asked = { chain: ChainId; address: string } & (
  { family: 'price'; source: Source } | { family: 'check'; source: SafetySource }
);

/** Which API, chain and address a request path asks; null for none of them. */
export function route(path: string): Asked | null {
  const check = safetyRoute(path);
  if (check) return { family: 'check', ...check };
  const dex = /^\/tokens\/v1\/([^/]+)\/([^/?]+)$/.exec(path);
  const gecko = /^\/api\/v2\/networks\/([^/]+)\/tokens\/([^/?]+)\?include=top_pools$/.exec(path);
  const [, name, address] = dex ?? gecko ?? [];
  const chain = CHAIN_IDS.find((id) =>
    dex ? CHAINS[id].dexscreener === name : CHAINS[id].geckoterminal === name,
  );
  if (!chain || !address) return null;
  return { family: 'price', source: dex ? 'dexscreener' : 'geckoterminal', chain, address };
}

/**
 * The reply of the scenario played for the request's family, the fixture's token replaced by the
 * one asked for. A source the scenario leaves out fails.
 */
export function reply(scenario: Scenario, path: string): Reply {
  const asked = route(path);
  if (!asked) return { status: 404 };
  const answer: Reply =
    asked.family === 'price'
      ? PRICE_SCRIPTS[scenario]![asked.source](asked.chain)
      : (SAFETY_SCRIPTS[scenario]?.[asked.source] ?? { status: 500 });
  if (answer === 'hang' || answer.body === undefined) return answer;
  const answered = answer.token ?? TOKENS[asked.chain];
  const token = new RegExp(escape(answered), answered.startsWith('0x') ? 'gi' : 'g');
  return { ...answer, body: JSON.parse(JSON.stringify(answer.body).replace(token, asked.address)) };
}

/** What browsers log for the fake's error statuses, or for a reply without CORS headers. */
export const FAILED_REQUESTS =
  /status of (404|429|500|503)|CORS|Cross-Origin|Access-Control|NetworkError|Failed to load resource/;

/** The webServer entry that runs the fake at `origin` (run from the project root). */
export function marketFakeServer(origin: string) {
  const { port } = new URL(origin);
  return {
    command: `exec node_modules/.bin/tsx e2e/harness/market-fake-server.ts ${Number(port)}`,
    url: `${origin}/__fake/health`,
  };
}

/** Sets the scenario the fake plays for this engine, and forgets what it asked of its family. */
export async function playScenario(origin: string, engine: Engine, scenario: Scenario) {
  const response = await fetch(`${origin}/__fake/${engine}/${scenario}`, { method: 'POST' });
  if (!response.ok) throw new Error(`the market fake refused ${scenario}: ${response.status}`);
}

/**
 * The paths this engine has asked of the family's APIs since its scenario was set, and any path
 * that is none of the fake's APIs.
 */
export async function askedOfFake(
  origin: string,
  engine: Engine,
  family: Family = 'price',
): Promise<string[]> {
  return (await fetch(`${origin}/__fake/${engine}/${family}/requests`)).json() as Promise<string[]>;
}
