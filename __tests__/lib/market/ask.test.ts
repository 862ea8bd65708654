import { ask, FRESH_MS, KEEP_MS, TIMEOUT_MS } from '@/lib/market';
import { fakeFetch, type Answer } from './fake-fetch';
import { DEXSCREENER, GECKOTERMINAL, queryFor } from './fixtures';

const query = queryFor('solana');
const dexOk: Answer = { status: 200, body: DEXSCREENER.solana };
const geckoOk: Answer = { status: 200, body: GECKOTERMINAL.solana };
let clock = Date.UTC(2026, 10, 25, 21, 0, 0);
const now = () => clock;

beforeEach(() => sessionStorage.clear());

describe('a press', () => {
  it('asks DEX Screener alone when it has a pair, with no credentials', async () => {
    const { fetch, requests } = fakeFetch({ dex: [dexOk], gecko: [] });
    const outcome = await ask(query, now);
    expect(outcome).toMatchObject({ kind: 'market', fetchedAt: clock, kept: false });
    expect(outcome.kind === 'market' && outcome.market.source).toBe('dexscreener');
    expect(requests).toEqual([`https://api.dexscreener.com/tokens/v1/solana/${query.address}`]);
    expect(fetch.mock.calls[0]![1]).toMatchObject({ credentials: 'omit' });
  });

  it.each<[string, Answer]>([
    ['a network error (a 429 without CORS headers reads as one)', 'network error'],
    ['a 429', { status: 429 }],
    ['a 500', { status: 500 }],
    ['no pair for the token', { status: 200, body: [] }],
    ['an answer that is no list of pairs', { status: 200, body: { error: 'x' } }],
  ])('falls back to GeckoTerminal on %s', async (_label, dex) => {
    const { requests } = fakeFetch({ dex: [dex], gecko: [geckoOk] });
    const outcome = await ask(query, now);
    expect(outcome.kind === 'market' && outcome.market.source).toBe('geckoterminal');
    expect(requests[1]).toBe(
      `https://api.geckoterminal.com/api/v2/networks/solana/tokens/${query.address}?include=top_pools`,
    );
  });

  it('asks GeckoTerminal for its documented version of the answer', async () => {
    const { fetch } = fakeFetch({ dex: [{ status: 500 }], gecko: [geckoOk] });
    await ask(query, now);
    expect(fetch.mock.calls[1]![1]).toMatchObject({
      headers: { Accept: 'application/json;version=20230302' },
    });
  });

  it(`gives DEX Screener ${TIMEOUT_MS} ms, then asks GeckoTerminal`, async () => {
    jest.useFakeTimers();
    try {
      const { fetch } = fakeFetch({ dex: ['hang'], gecko: [geckoOk] });
      const pending = ask(query, now);
      await jest.advanceTimersByTimeAsync(TIMEOUT_MS - 1);
      expect(fetch).toHaveBeenCalledTimes(1);
      await jest.advanceTimersByTimeAsync(1);
      const outcome = await pending;
      expect(fetch).toHaveBeenCalledTimes(2);
      expect(outcome.kind === 'market' && outcome.market.source).toBe('geckoterminal');
    } finally {
      jest.useRealTimers();
    }
  });

  it('is a failure when both fail', async () => {
    fakeFetch({ dex: ['network error'], gecko: [{ status: 503 }] });
    expect(await ask(query, now)).toEqual({ kind: 'failed' });
  });

  it('is "no market" when DEX Screener fails and GeckoTerminal does not know the token', async () => {
    fakeFetch({ dex: [{ status: 500 }], gecko: [{ status: 404 }] });
    expect(await ask(query, now)).toEqual({ kind: 'none' });
  });

  it.each<[string, Answer]>([
    ['does not know the token (404)', { status: 404 }],
    [
      'has no pool for it',
      {
        status: 200,
        body: {
          data: {
            id: 'x',
            type: 'token',
            attributes: {},
            relationships: { top_pools: { data: [] } },
          },
          included: [],
        },
      },
    ],
    ['fails: DEX Screener said there is none', { status: 503 }],
  ])('is "no market" when DEX Screener has no pair and GeckoTerminal %s', async (_label, gecko) => {
    fakeFetch({ dex: [{ status: 200, body: [] }], gecko: [gecko] });
    expect(await ask(query, now)).toEqual({ kind: 'none' });
  });
});

describe('the kept answer', () => {
  it(`is shown again, with its time, for a press within ${FRESH_MS / 1000} s: nothing is asked`, async () => {
    const { requests } = fakeFetch({ dex: [dexOk], gecko: [] });
    const first = await ask(query, now);
    const fetchedAt = clock;
    clock += FRESH_MS - 1;
    expect(await ask(query, now)).toEqual({ ...first, fetchedAt, kept: true });
    expect(requests).toHaveLength(1);
  });

  it('keeps "no market" too', async () => {
    const { requests } = fakeFetch({ dex: [{ status: 200, body: [] }], gecko: [{ status: 404 }] });
    await ask(query, now);
    clock += 1000;
    expect(await ask(query, now)).toEqual({ kind: 'none' });
    expect(requests).toHaveLength(2);
  });

  it(`is asked again after ${FRESH_MS / 1000} s, and stands in for a failure until ${KEEP_MS / 1000} s`, async () => {
    const { requests } = fakeFetch({
      dex: [dexOk, 'network error', 'network error'],
      gecko: ['network error', 'network error'],
    });
    const first = await ask(query, now);
    const fetchedAt = clock;
    clock += FRESH_MS;
    expect(await ask(query, now)).toEqual({ ...first, fetchedAt, kept: true });
    expect(requests).toHaveLength(3);
    clock += KEEP_MS - FRESH_MS;
    expect(await ask(query, now)).toEqual({ kind: 'failed' });
  });

  it('is as good as none when what storage holds for the token is no market', async () => {
    const { requests } = fakeFetch({ dex: [dexOk], gecko: [] });
    sessionStorage.setItem(
      `live-price:https://api.dexscreener.com/solana/${query.address}`,
      JSON.stringify({ at: clock, value: { source: 'evil', pairUrl: 'javascript:1' } }),
    );
    expect(await ask(query, now)).toMatchObject({ kind: 'market', kept: false });
    expect(requests).toHaveLength(1);
  });
});
