/**
 * A fake of DEX Screener's and GeckoTerminal's token endpoints on this machine, for the live price
 * journey (e2e/journeys/live-price.rebrand.ts). No engine's driver intercepts requests in WebKit,
 * so the build under test is made with LIVE_PRICE_FAKE_ORIGIN (lib/market/query.ts), which puts
 * this server's origin in place of both APIs, in the page's code and in its connect-src.
 *
 * It answers with the Jest fixtures (documented shapes, one per chain), the token's address put in,
 * as the scenario each engine has set asks. Engines run in parallel against the one server, so
 * each request is told apart by its engine (its User-Agent); within an engine the journey runs one
 * test at a time. Control: POST /__fake/<engine>/<scenario> sets the scenario and forgets what that
 * engine asked; GET /__fake/<engine>/requests lists what it asked since.
 */
import type { Engine } from '../journeys/engines/driver';
import { CHAINS, CHAIN_IDS, type ChainId } from '../../lib/chain';
import {
  copy,
  DEXSCREENER,
  DEXSCREENER_BONDING_CURVE,
  GECKOTERMINAL,
  TOKENS,
} from '../../__tests__/lib/market/fixtures';

/** An answer: a status and JSON body, with or without CORS headers; or none, ever. */
export type Reply = { status: number; body?: unknown; cors?: false } | 'hang';
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

export const SCENARIOS = {
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

export type Scenario = keyof typeof SCENARIOS;

export function engineOf(userAgent = ''): Engine {
  if (/Firefox\//.test(userAgent)) return 'gecko';
  return /Chrome\//.test(userAgent) ? 'blink' : 'webkit';
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Which source and chain a request path asks, and for which address; null for neither API. */
export function route(path: string): { source: Source; chain: ChainId; address: string } | null {
  const dex = /^\/tokens\/v1\/([^/]+)\/([^/?]+)$/.exec(path);
  const gecko = /^\/api\/v2\/networks\/([^/]+)\/tokens\/([^/?]+)\?include=top_pools$/.exec(path);
  const [, name, address] = dex ?? gecko ?? [];
  const chain = CHAIN_IDS.find((id) =>
    dex ? CHAINS[id].dexscreener === name : CHAINS[id].geckoterminal === name,
  );
  if (!chain || !address) return null;
  return { source: dex ? 'dexscreener' : 'geckoterminal', chain, address };
}

/** The scenario's reply, the fixture's token replaced by the one asked for. */
export function reply(scenario: Scenario, path: string): Reply {
  const asked = route(path);
  if (!asked) return { status: 404 };
  const answer: Reply = SCENARIOS[scenario][asked.source](asked.chain);
  if (answer === 'hang' || answer.body === undefined) return answer;
  const token = new RegExp(escape(TOKENS[asked.chain]), asked.chain === 'solana' ? 'g' : 'gi');
  return { ...answer, body: JSON.parse(JSON.stringify(answer.body).replace(token, asked.address)) };
}

/** The webServer entry that runs the fake at `origin` (run from the project root). */
export function marketFakeServer(origin: string) {
  const { port } = new URL(origin);
  return {
    command: `exec node_modules/.bin/tsx e2e/support/market-fake-server.ts ${Number(port)}`,
    url: `${origin}/__fake/health`,
  };
}

/** Sets the scenario the fake plays for this engine, and forgets what it asked before. */
export async function playScenario(origin: string, engine: Engine, scenario: Scenario) {
  const response = await fetch(`${origin}/__fake/${engine}/${scenario}`, { method: 'POST' });
  if (!response.ok) throw new Error(`the market fake refused ${scenario}: ${response.status}`);
}

/** The API paths this engine has asked the fake since its scenario was set. */
export async function askedOfFake(origin: string, engine: Engine): Promise<string[]> {
  return (await fetch(`${origin}/__fake/${engine}/requests`)).json() as Promise<string[]>;
}
