/**
 * The response fixtures, shaped as DEX Screener and GeckoTerminal document their token endpoints,
 * one per chain, and the query for each fixture's token. The browser tests' fake of the APIs
 * (e2e/support/market-fake.ts) answers with the same files.
 */
import { CHAINS, type ChainId } from '@/lib/chain';
import { marketQuery, type MarketQuery } from '@/lib/market/query';
import dexBase from './fixtures/dexscreener-base.json';
import dexBsc from './fixtures/dexscreener-bsc.json';
import dexEthereum from './fixtures/dexscreener-ethereum.json';
import dexBondingCurve from './fixtures/dexscreener-solana-bonding-curve.json';
import dexSolana from './fixtures/dexscreener-solana.json';
import geckoBase from './fixtures/geckoterminal-base.json';
import geckoBsc from './fixtures/geckoterminal-bsc.json';
import geckoEth from './fixtures/geckoterminal-eth.json';
import geckoSolana from './fixtures/geckoterminal-solana.json';

/** Each fixture's token, as the build would have it (EVM addresses checksummed). */
export const TOKENS: Record<ChainId, string> = {
  solana: '5AMPLEWaifuTokenNotFinancia1Advice11111pump',
  ethereum: '0xC0ffee254729296a45a3885639AC7E10F9d54979',
  base: '0xba5EBA11000000000000000000000000000000FF',
  bsc: '0x4B1Dd00d1e5aB0a1c2C3d4E5f60718293a4b5c6D',
};

export const DEXSCREENER: Record<ChainId, unknown[]> = {
  solana: dexSolana,
  ethereum: dexEthereum,
  base: dexBase,
  bsc: dexBsc,
};
export const DEXSCREENER_BONDING_CURVE: unknown[] = dexBondingCurve;

export const GECKOTERMINAL: Record<ChainId, unknown> = {
  solana: geckoSolana,
  ethereum: geckoEth,
  base: geckoBase,
  bsc: geckoBsc,
};

export const queryFor = (chain: ChainId, fake?: string): MarketQuery =>
  marketQuery(CHAINS[chain], TOKENS[chain], fake);

/** A deep copy, to edit without touching the fixture. */
export const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** How the fake answers one request: a status and body, a network error, or never. */
export type Answer = { status: number; body?: unknown } | 'network error' | 'hang';

/** A fetch that answers each URL's requests in turn from `script`, and records them. */
export function fakeFetch(script: { dex: Answer[]; gecko: Answer[] }) {
  const requests: string[] = [];
  const fetch = jest.fn((url: string, init: RequestInit) => {
    requests.push(url);
    const answer = (url.includes('/tokens/v1/') ? script.dex : script.gecko).shift();
    if (!answer) throw new Error(`unexpected request ${url}`);
    if (answer === 'network error') return Promise.reject(new TypeError('Failed to fetch'));
    if (answer === 'hang') {
      return new Promise((_resolve, reject) =>
        init.signal!.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        ),
      );
    }
    return Promise.resolve({
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      json: () => Promise.resolve(answer.body),
    });
  });
  global.fetch = fetch as unknown as typeof global.fetch;
  return { fetch, requests };
}
