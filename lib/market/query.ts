/**
 * Where the live price asks, fixed at build time: each source's origin and how it names the
 * token's chain. The browser tests build with LIVE_PRICE_FAKE_ORIGIN, which puts a fake of both
 * APIs on this machine in place of the two origins (e2e/support/market-fake.ts); the build refuses
 * any other origin for it, so no build can send a visitor's press anywhere else.
 */
export const DEXSCREENER_API = 'https://api.dexscreener.com';
export const GECKOTERMINAL_API = 'https://api.geckoterminal.com';
// Where the answer links (each source's page for the pair). They travel in the query, from the
// build, so the code loaded on the press names no market's host: a pre-launch build, which has no
// control, then links none anywhere in its export (e2e/rebrand/check-export.mts).
export const DEXSCREENER_SITE = 'https://dexscreener.com';
export const GECKOTERMINAL_SITE = 'https://www.geckoterminal.com';

export type MarketQuery = {
  address: string;
  dexscreener: { origin: string; site: string; chainId: string };
  geckoterminal: { origin: string; site: string; network: string };
};

export class FakeOriginError extends Error {}

export function fakeOrigin(value: string): string {
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {}
  const local = url?.protocol === 'http:' && ['127.0.0.1', 'localhost'].includes(url.hostname);
  if (!url || !local || url.origin !== value.replace(/\/$/, '')) {
    throw new FakeOriginError(
      `may only be this machine's http://127.0.0.1:<port> or http://localhost:<port>, where the browser tests run their fake of the price APIs (got "${value}").`,
    );
  }
  return url.origin;
}

/** The query for the token at `address` on `chain`; `fake` replaces both origins. */
export function marketQuery(
  chain: { dexscreener: string; geckoterminal: string },
  address: string,
  fake?: string,
): MarketQuery {
  const origin = fake ? fakeOrigin(fake) : null;
  return {
    address,
    dexscreener: {
      origin: origin ?? DEXSCREENER_API,
      site: DEXSCREENER_SITE,
      chainId: chain.dexscreener,
    },
    geckoterminal: {
      origin: origin ?? GECKOTERMINAL_API,
      site: GECKOTERMINAL_SITE,
      network: chain.geckoterminal,
    },
  };
}

/** The origins connect-src must allow for the control (on every page: postbuild.mjs says why). */
export const marketOrigins = (query: MarketQuery) => [
  ...new Set([query.dexscreener.origin, query.geckoterminal.origin]),
];
