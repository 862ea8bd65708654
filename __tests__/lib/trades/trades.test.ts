import { RECORDED_TRADES } from '../../fixtures/recorded';
import { askTrades, ago, formatAmount, formatUsd, shortAddress, tradesUrl } from '@/lib/trades';
import { explorerAccountUrl, tradesQuery } from '@/lib/trades/query';
import { LATEST, readTrades, TradesShapeError } from '@/lib/trades/trades';
import { marketPair } from '@/lib/market/dexscreener';
import { connectOrigins } from '@/lib/connect-origins';
import { siteCheckQuery } from '@/lib/site-check/query';
import { fakeFetch, type Answer } from '../market/fake-fetch';
import { copy, DEXSCREENER, GECKOTERMINAL, queryFor } from '../market/fixtures';

const { gary, ethereum } = RECORDED_TRADES;

describe('readTrades, on recorded answers', () => {
  it('reads Gary’s trades on Solana as recorded: side, amounts as sent, trader, time', () => {
    const trades = readTrades(gary.body, gary.token);
    expect(trades).toHaveLength(3);
    expect(trades[0]).toEqual({
      kind: 'buy',
      amount: '570.242485',
      usd: '0.40072265673516484386814642844383591514186694227423',
      trader: 'AyHpWYkG4znPnXjtrDyR7qJ8ZeYL8S9Ef9StkePxKRKN',
      at: Date.UTC(2026, 9, 8, 15, 32, 10),
      id: expect.stringMatching(/^solana_454585783_/),
    });
    // A sell gives the token: its amount is the from side's.
    expect(trades[1]).toMatchObject({ kind: 'sell', amount: '1255.639495' });
  });

  it('reads an EVM chain’s trade (the vendor’s Ethereum example), addresses in any case', () => {
    const [trade] = readTrades(ethereum.body, ethereum.token.toUpperCase().replace('0X', '0x'));
    expect(trade).toMatchObject({
      kind: 'buy',
      amount: '5535.099061',
      usd: '5548.15695745452',
      trader: '0x42c037c594eefeca741e9dd66af91e7ffd930872',
    });
  });

  it('shows at most the latest 20, newest first as sent', () => {
    const [one] = (copy(gary.body) as { data: { id: string }[] }).data;
    const data = Array.from({ length: 30 }, (_, i) => ({ ...one, id: `t${i}` }));
    const trades = readTrades({ data }, gary.token);
    expect(trades).toHaveLength(LATEST);
    expect(trades[0]!.id).toBe('t0');
  });

  it('leaves a null or nonsense field out, never making one up', () => {
    const body = copy(gary.body) as { data: { attributes: Record<string, unknown> }[] };
    Object.assign(body.data[0]!.attributes, {
      to_token_amount: null,
      volume_in_usd: '<b>1e9</b>',
      tx_from_address: '"><img src=x>',
      block_timestamp: 'yesterday',
    });
    expect(readTrades(body, gary.token)[0]).toMatchObject({
      kind: 'buy',
      amount: null,
      usd: null,
      trader: null,
      at: null,
    });
  });

  it.each([
    ['no data', { errors: [{ status: '404' }] }],
    ['data not a list', { data: { id: 'x' } }],
    ['trades none of which is a buy or a sell', { data: [{ attributes: { kind: 'swap' } }] }],
  ])('throws on %s', (_label, body) => {
    expect(() => readTrades(body, gary.token)).toThrow(TradesShapeError);
  });

  it('reads an empty list as no trades', () => {
    expect(readTrades({ data: [] }, gary.token)).toEqual([]);
  });
});

describe('askTrades', () => {
  const market = queryFor('base');
  const query = tradesQuery(market, 'base')!;
  const pair = '0x3d5D143381916280ff91407FeBEB52f2b60f33Cf';
  const dexOk: Answer = { status: 200, body: DEXSCREENER.base };
  const tradesOk: Answer = { status: 200, body: RECORDED_TRADES.ethereum.body };
  const now = () => Date.UTC(2026, 10, 25, 21, 0, 0);

  beforeEach(() => {
    sessionStorage.clear();
    Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
  });

  it('asks for the trades of the pool the live price finds on DEX Screener, on a Base fork', async () => {
    const { requests } = fakeFetch({ dex: [dexOk], gecko: [tradesOk] });
    const outcome = await askTrades(query, now);
    expect(outcome.kind).toBe('trades');
    // The live price's own pair: the deepest where the token is the base.
    const deepest = marketPair(DEXSCREENER.base, market)!.pairAddress as string;
    expect(requests).toEqual([
      `https://api.dexscreener.com/tokens/v1/base/${market.address}`,
      `https://api.geckoterminal.com/api/v2/networks/base/pools/${deepest}/trades`,
    ]);
    expect(deepest).toBe(pair);
  });

  it('falls back to GeckoTerminal’s top pool when DEX Screener fails, and keeps the pool', async () => {
    const { requests } = fakeFetch({
      dex: [{ status: 500 }],
      gecko: [{ status: 200, body: GECKOTERMINAL.base }, tradesOk, tradesOk],
    });
    await askTrades(query, now);
    expect(requests[1]).toContain('?include=top_pools');
    expect(requests[2]).toMatch(/\/pools\/[^/]+\/trades$/);
    await askTrades(query, now);
    expect(requests).toHaveLength(4);
  });

  it.each<[string, { dex: Answer[]; gecko: Answer[] }, string]>([
    [
      'rate-limited (a 429 without CORS headers arrives as a network error)',
      { dex: [dexOk], gecko: ['network error'] },
      'limited',
    ],
    ['a 429 with CORS headers', { dex: [dexOk], gecko: [{ status: 429 }] }, 'limited'],
    ['both pool sources failing', { dex: ['network error'], gecko: [{ status: 503 }] }, 'limited'],
    ['no pool anywhere', { dex: [{ status: 200, body: [] }], gecko: [{ status: 404 }] }, 'noPool'],
    [
      'no pool, one source down',
      { dex: [{ status: 200, body: [] }], gecko: ['network error'] },
      'noPool',
    ],
    ['a pool GeckoTerminal does not know', { dex: [dexOk], gecko: [{ status: 404 }] }, 'noPool'],
    [
      'no trades in 24 h',
      { dex: [dexOk], gecko: [{ status: 200, body: { data: [] } }] },
      'noTrades',
    ],
    ['a body not JSON', { dex: [dexOk], gecko: [{ status: 200, notJson: true }] }, 'badBody'],
    [
      'a body of another shape',
      { dex: [dexOk], gecko: [{ status: 200, body: { data: 1 } }] },
      'badBody',
    ],
  ])('says why on %s', async (_label, script, reason) => {
    fakeFetch(script);
    expect(await askTrades(query, now)).toEqual({ kind: 'failed', reason });
  });

  it('says offline, asking nothing, when the browser is offline', async () => {
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    const { requests } = fakeFetch({ dex: [], gecko: [] });
    expect(await askTrades(query, now)).toEqual({ kind: 'failed', reason: 'offline' });
    expect(requests).toEqual([]);
  });

  it('names the pool in the URL only as an address', () => {
    expect(tradesUrl(market, 'abc123')).toBe(
      'https://api.geckoterminal.com/api/v2/networks/base/pools/abc123/trades',
    );
  });
});

describe('how a trade reads', () => {
  it('formats the answer’s own decimal string in the page’s language', () => {
    expect(formatAmount('570.242485', 'en')).toBe('570.242');
    expect(formatAmount('1255.639495', 'en')).toBe('1,256');
    expect(formatAmount('1255.639495', 'de')).toBe('1.256');
    expect(formatUsd('0.40072265673516484386814642844383591514186694227423', 'en')).toBe('$0.4007');
    expect(formatUsd('5548.15695745452', 'en')).toBe('$5,548.16');
  });

  it('shortens an address to its ends', () => {
    expect(shortAddress('AyHpWYkG4znPnXjtrDyR7qJ8ZeYL8S9Ef9StkePxKRKN')).toBe('AyHp…KRKN');
  });

  it('says how long ago with Intl.RelativeTimeFormat, in the language', () => {
    const now = Date.UTC(2026, 9, 8, 15, 37, 10);
    expect(ago(now - 5 * 60_000, now, 'en')).toBe('5 minutes ago');
    expect(ago(now - 3 * 3_600_000, now, 'ja')).toBe('3 時間前');
    expect(ago(now + 5000, now, 'en')).toBe('now');
    expect(ago(now - 12_000, now, 'ar')).toBe(
      new Intl.RelativeTimeFormat('ar', { numeric: 'auto' }).format(-12, 'second'),
    );
  });

  it('links a trader on the chain’s explorer', () => {
    expect(explorerAccountUrl('solana')).toBe('https://solscan.io/account/{account}');
    expect(explorerAccountUrl('base')).toBe('https://basescan.org/address/{account}');
  });
});

describe('where they ask', () => {
  it('asks nothing before launch: no query, so no button', () => {
    expect(tradesQuery(null, 'solana')).toBeNull();
    expect(siteCheckQuery(null, '')).toBeNull();
  });

  it.each(['solana', 'ethereum', 'base', 'bsc'] as const)(
    'asks on %s only origins the page already allows (no new connect-src)',
    (chain) => {
      const market = queryFor(chain);
      const allowed = connectOrigins({ livePrice: market, safetyCheck: null });
      const urls = [
        tradesUrl(market, 'pool'),
        ...Object.values(siteCheckQuery(market, '/base')!.urls),
      ];
      for (const url of urls) expect(allowed).toContain(new URL(url).origin);
    },
  );
});
