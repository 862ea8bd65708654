import { CHAIN_IDS } from '@/lib/chain';
import { dexscreenerUrl, readDexscreener } from '@/lib/market/dexscreener';
import { copy, DEXSCREENER, DEXSCREENER_BONDING_CURVE, queryFor, TOKENS } from './fixtures';

type Pair = Record<string, unknown> & { baseToken: { address: string }; pairAddress: string };

describe("DEX Screener's tokens/v1 answer", () => {
  it.each(CHAIN_IDS)('on %s, asks the documented URL for the chain and token', (chain) => {
    expect(dexscreenerUrl(queryFor(chain))).toBe(
      `https://api.dexscreener.com/tokens/v1/${queryFor(chain).dexscreener.chainId}/${TOKENS[chain]}`,
    );
  });

  it.each(CHAIN_IDS)(
    'on %s, reads the deepest pair where the token is the base, not the first pair, nor one where it is the quote',
    (chain) => {
      const pairs = DEXSCREENER[chain] as Pair[];
      const own = pairs.filter(
        (p) => p.baseToken.address.toLowerCase() === TOKENS[chain].toLowerCase(),
      );
      const deepest = own.reduce((a, b) =>
        (a.liquidity as { usd: number }).usd > (b.liquidity as { usd: number }).usd ? a : b,
      );
      // The fixtures hold a deeper pair that quotes the token, and put the deepest own pair last.
      expect(pairs.indexOf(deepest)).toBe(pairs.length - 1);
      const market = readDexscreener(pairs, queryFor(chain))!;
      expect(market).toMatchObject({
        source: 'dexscreener',
        pairUrl: `https://dexscreener.com/${queryFor(chain).dexscreener.chainId}/${deepest.pairAddress}`,
        priceUsd: Number(deepest.priceUsd),
        liquidityUsd: (deepest.liquidity as { usd: number }).usd,
        volume24hUsd: (deepest.volume as { h24: number }).h24,
        change24h: (deepest.priceChange as { h24: number }).h24,
        bondingCurve: false,
      });
      expect(market.fdvUsd).toBe(deepest.fdv);
      expect(market.marketCapUsd).toBe(deepest.marketCap ?? null);
    },
  );

  it('matches an EVM token whatever the case of its address (the Ethereum fixture is lower case)', () => {
    const pairs = DEXSCREENER.ethereum as Pair[];
    expect(pairs.at(-1)!.baseToken.address).toBe(TOKENS.ethereum.toLowerCase());
    expect(readDexscreener(pairs, queryFor('ethereum'))).not.toBeNull();
  });

  it('compares a Solana address exactly: another case is another token', () => {
    const pairs = copy(DEXSCREENER.solana) as Pair[];
    for (const pair of pairs) pair.baseToken.address = pair.baseToken.address.toLowerCase();
    expect(readDexscreener(pairs, queryFor('solana'))).toBeNull();
  });

  it('shows a pump.fun pair on its bonding curve (no liquidity field), and says so', () => {
    const market = readDexscreener(DEXSCREENER_BONDING_CURVE, queryFor('solana'))!;
    expect(market).toMatchObject({
      bondingCurve: true,
      liquidityUsd: null,
      priceUsd: 0.000004567,
      marketCapUsd: 4567,
    });
  });

  it('prefers a pool with liquidity to a bonding-curve pair that outlived graduation', () => {
    const pairs = [...copy(DEXSCREENER_BONDING_CURVE), ...copy(DEXSCREENER.solana)];
    expect(readDexscreener(pairs, queryFor('solana'))).toMatchObject({
      bondingCurve: false,
      liquidityUsd: 412345.67,
    });
  });

  it.each([
    ['an empty list', []],
    ['"pairs": null', { schemaVersion: '1.0.0', pairs: null }],
    ['pairs of other tokens only', [(DEXSCREENER.solana as Pair[])[1]]],
  ])('is no market for %s, never a crash or $0', (_label, body) => {
    expect(readDexscreener(body, queryFor('solana'))).toBeNull();
  });

  it.each([
    ['an object without pairs', { error: 'oops' }],
    ['text', 'Too many requests'],
    ['null', null],
  ])('is a failure of the source for %s', (_label, body) => {
    expect(() => readDexscreener(body, queryFor('solana'))).toThrow('DEX Screener');
  });

  it('links the token page, not a pair address that is not an address', () => {
    const pairs = copy(DEXSCREENER.solana) as Pair[];
    pairs.at(-1)!.pairAddress = '"><img src=x onerror=alert(1)>';
    expect(readDexscreener(pairs, queryFor('solana'))!.pairUrl).toBe(
      `https://dexscreener.com/solana/${TOKENS.solana}`,
    );
  });
});
