/**
 * What Check the token's three sources answer in each browser test's scenario: answers recorded
 * from the live APIs (__tests__/fixtures/recorded/, one journey per source), and the Jest
 * fixtures shaped as each source documents its answer (__tests__/lib/safety/fixtures.ts) for the
 * edges. Blink answers with them through `page.route` (./safety-fake.ts); the journeys in every
 * engine get them from the market fake's server (./market-fake.ts), which finds the source by the
 * path asked and puts the asked token's address in place of the one the body answers for.
 */
import { CHAIN_IDS, CHAINS, type ChainId } from '../../lib/chain';
import { GOPLUS_CHAIN_IDS, type SafetySource } from '../../lib/safety/query';
import {
  copy,
  GECKO_BASE,
  GECKO_CURVE,
  GECKO_GRADUATED,
  GOPLUS_BASE,
  GOPLUS_HONEYPOT,
  RUGCHECK_AUTHORITY,
  RUGCHECK_CURVE,
  RUGCHECK_GRADUATED,
} from '../../__tests__/lib/safety/fixtures';
import {
  RECORDED_GECKOTERMINAL as GECKO,
  RECORDED_GOPLUS as GOPLUS,
  RECORDED_RUGCHECK as RUGCHECK,
  RECORDED_TOKENS as RECORDED,
} from '../../__tests__/fixtures/recorded';

/**
 * A status with a JSON body, or `raw` text sent as it is; with or without CORS headers. `token`:
 * the address a recorded body answers for (the Jest fixtures' chain token when absent).
 */
export type FakeReply = {
  status: number;
  body?: unknown;
  raw?: string;
  cors?: false;
  token?: string;
};
export type FakeScript = Partial<Record<SafetySource, FakeReply>>;

const ok = (body: unknown): FakeReply => ({ status: 200, body });
const recorded = (body: unknown, token: string): FakeReply => ({ status: 200, body, token });

/** Markup for the holder count, a negative share, text for the curve's progress and an authority. */
function badData(): FakeScript {
  const gecko = copy(GECKO_CURVE);
  Object.assign(gecko.data.attributes, {
    holders: {
      count: '<img src=x onerror="window.pwned=1">',
      distribution_percentage: { top_10: -4 },
    },
    launchpad_details: { completed: false, graduation_percentage: 'soon' },
  });
  const rug = copy(RUGCHECK_CURVE) as Record<string, unknown>;
  rug.token = { mintAuthority: '<b>x</b>', freezeAuthority: null };
  return { geckoterminal: ok(gecko), rugcheck: ok(rug) };
}

export const SAFETY_SCENARIOS = {
  'check-curve': { geckoterminal: ok(GECKO_CURVE), rugcheck: ok(RUGCHECK_CURVE) },
  'check-solana': { geckoterminal: ok(GECKO_GRADUATED), rugcheck: ok(RUGCHECK_GRADUATED) },
  'check-contradicted': { geckoterminal: ok(GECKO_CURVE), rugcheck: ok(RUGCHECK_AUTHORITY) },
  // A 429 without CORS headers reaches the page as a network error.
  'check-rugcheck-limited': {
    geckoterminal: ok(GECKO_CURVE),
    rugcheck: { status: 429, cors: false },
  },
  'check-failed': {
    geckoterminal: { status: 503 },
    rugcheck: { status: 200, raw: '<html>not json</html>' },
  },
  'check-bad-data': badData(),
  'check-base': { geckoterminal: ok(GECKO_BASE), goplus: ok(GOPLUS_BASE) },
  'check-honeypot': { geckoterminal: ok(GECKO_BASE), goplus: ok(GOPLUS_HONEYPOT) },
  // Recorded answers: OFFICIAL TRUMP's 600 KB report (trimmed), with RugCheck's own flags.
  'check-recorded-large': {
    geckoterminal: recorded(GECKO.lastPumpkin, RECORDED.lastPumpkin),
    rugcheck: recorded(RUGCHECK.trump, RECORDED.trump),
  },
  // A coin on pump.fun's curve, both sources the same day.
  'check-recorded-curve': {
    geckoterminal: recorded(GECKO.nwo, RECORDED.nwo),
    rugcheck: recorded(RUGCHECK.nwo, RECORDED.nwo),
  },
  // GoPlus writing a PinkLock holder of the whole LP as 1.000000000000013193.
  'check-recorded-pinklock': {
    geckoterminal: recorded(GECKO.weth, RECORDED.weth),
    goplus: recorded(GOPLUS.vakg, RECORDED.vakg),
  },
  // GoPlus's code 2, "Partial data obtained", around a recorded answer; then the whole of it.
  'check-recorded-partial': {
    geckoterminal: recorded(GECKO.weth, RECORDED.weth),
    goplus: recorded({ ...GOPLUS.juju, code: 2, message: 'Partial data obtained' }, RECORDED.juju),
  },
  'check-recorded-whole': {
    geckoterminal: recorded(GECKO.weth, RECORDED.weth),
    goplus: recorded(GOPLUS.juju, RECORDED.juju),
  },
} satisfies Record<string, FakeScript>;

export type SafetyScenario = keyof typeof SAFETY_SCENARIOS;

/** Which source a path asks (as lib/safety/query.ts builds it), on which chain, for which address. */
export function safetyRoute(
  path: string,
): { source: SafetySource; chain: ChainId; address: string } | null {
  const gecko = /^\/api\/v2\/networks\/([^/]+)\/tokens\/([^/?]+)\/info$/.exec(path);
  const rugcheck = /^\/v1\/tokens\/([^/?]+)\/report$/.exec(path);
  const goplus = /^\/api\/v1\/token_security\/(\d+)\?contract_addresses=([^&]+)$/.exec(path);
  if (rugcheck) return { source: 'rugcheck', chain: 'solana', address: rugcheck[1]! };
  const [, name, address] = gecko ?? goplus ?? [];
  const chain = CHAIN_IDS.find((id) =>
    gecko ? CHAINS[id].geckoterminal === name : GOPLUS_CHAIN_IDS[id] === name,
  );
  if (!chain || !address) return null;
  return { source: gecko ? 'geckoterminal' : 'goplus', chain, address };
}
