import { readDexscreener } from '@/lib/market/dexscreener';
import { readGeckoterminal } from '@/lib/market/geckoterminal';
import { reviveMarket, type Market } from '@/lib/market/market';
import { copy, DEXSCREENER, GECKOTERMINAL, queryFor } from './fixtures';

// JSON can carry each of these where a number belongs; none may reach the page as a number.
const BAD: [string, unknown][] = [
  ['text', 'abc'],
  ['markup', '<img src=x onerror=alert(1)>'],
  ['null', null],
  ['a negative number', -5],
  ['1e40', 1e40],
  ['"1e40"', '1e40'],
  ['"NaN"', 'NaN'],
  ['"Infinity"', 'Infinity'],
  ['an empty string', ''],
  ['true', true],
  ['an object', { usd: 5 }],
];

type Pair = Record<string, Record<string, unknown>>;
const deepestSolanaPair = (body: unknown[]) => body.at(-1) as Pair;

describe('a value that is not a finite, sane number', () => {
  const dex: [keyof Market, (pair: Pair, bad: unknown) => void][] = [
    ['priceUsd', (pair, bad) => ((pair as Record<string, unknown>).priceUsd = bad)],
    ['marketCapUsd', (pair, bad) => ((pair as Record<string, unknown>).marketCap = bad)],
    ['fdvUsd', (pair, bad) => ((pair as Record<string, unknown>).fdv = bad)],
    ['change24h', (pair, bad) => (pair.priceChange!.h24 = bad)],
    ['volume24hUsd', (pair, bad) => (pair.volume!.h24 = bad)],
  ];
  describe.each(dex)("in DEX Screener's %s", (key, spoil) => {
    // A change may be negative, down to -100 %.
    const bad = key === 'change24h' ? BAD.map(([l, v]) => (v === -5 ? [l, -150] : [l, v])) : BAD;
    it.each(bad)('is unavailable when it is %s', (_label, bad) => {
      const body = copy(DEXSCREENER.solana);
      spoil(deepestSolanaPair(body), bad);
      const market = readDexscreener(body, queryFor('solana'))!;
      expect(market[key]).toBeNull();
      expect(market.pairUrl).toContain(deepestSolanaPair(body).pairAddress as unknown as string);
    });
  });

  it.each(BAD)(
    "in DEX Screener's liquidity, %s leaves the pair out of the depth ranking, unshown",
    (_label, bad) => {
      const body = copy(DEXSCREENER.solana);
      deepestSolanaPair(body).liquidity!.usd = bad;
      const market = readDexscreener(body, queryFor('solana'))!;
      expect(market.liquidityUsd).toBe(12000.5);
    },
  );

  const gecko: [keyof Market, string][] = [
    ['priceUsd', 'price_usd'],
    ['marketCapUsd', 'market_cap_usd'],
    ['fdvUsd', 'fdv_usd'],
  ];
  describe.each(gecko)("in GeckoTerminal's %s", (key, attribute) => {
    it.each(BAD)('is unavailable when it is %s', (_label, bad) => {
      const body = copy(GECKOTERMINAL.ethereum) as {
        data: { attributes: Record<string, unknown> };
      };
      body.data.attributes[attribute] = bad;
      expect(readGeckoterminal(body, queryFor('ethereum'))![key]).toBeNull();
    });
  });

  it('is no price at zero: never "$0"', () => {
    const body = copy(DEXSCREENER.solana);
    (deepestSolanaPair(body) as Record<string, unknown>).priceUsd = '0';
    expect(readDexscreener(body, queryFor('solana'))!.priceUsd).toBeNull();
  });

  it('keeps a change below zero and a day without volume: those are true', () => {
    const body = copy(DEXSCREENER.solana);
    deepestSolanaPair(body).priceChange!.h24 = -99.5;
    deepestSolanaPair(body).volume!.h24 = 0;
    expect(readDexscreener(body, queryFor('solana'))).toMatchObject({
      change24h: -99.5,
      volume24hUsd: 0,
    });
  });
});

describe('a market read back from the tab', () => {
  const query = queryFor('solana');
  const market = readDexscreener(DEXSCREENER.solana, query)!;

  it('is checked again, value by value', () => {
    expect(reviveMarket(JSON.parse(JSON.stringify(market)), query)).toEqual(market);
    expect(reviveMarket({ ...market, priceUsd: 'NaN', change24h: 1e40 }, query)).toEqual({
      ...market,
      priceUsd: null,
      change24h: null,
    });
  });

  it.each([
    ['a link elsewhere', { ...market, pairUrl: 'javascript:alert(1)' }],
    ['an unknown source', { ...market, source: 'evil' }],
    ['not an object', 'market'],
  ])('is none with %s', (_label, value) => {
    expect(reviveMarket(value, query)).toBeNull();
  });
});
