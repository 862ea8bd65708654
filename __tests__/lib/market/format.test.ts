import {
  formatAmount,
  formatChange,
  formatPrice,
  formatTime,
  marketView,
} from '@/lib/market/format';
import type { Market } from '@/lib/market/market';

describe('a price', () => {
  it.each([
    [0.000001234, '$0.0₅1234', '$0.000001234'],
    [0.00001234, '$0.0₄1234', '$0.00001234'],
    [0.0000000789, '$0.0₇789', '$0.0000000789'],
    [0.00000000000000123, '$0.0₁₄123', '$0.00000000000000123'],
    [0.000099999, '$0.0001', '$0.0001'],
    [0.0001234, '$0.0001234', '$0.0001234'],
    [0.1234567, '$0.1235', '$0.1235'],
    [1.234, '$1.23', '$1.23'],
    [68123.456, '$68,123.46', '$68,123.46'],
  ])('%s reads %s, and is said as %s', (value, text, spoken) => {
    expect(formatPrice(value, 'en')).toEqual({ text, spoken });
  });

  it("follows the content's language", () => {
    // A no-break space between the number and the sign, as Intl writes German.
    expect(formatPrice(0.000001234, 'de').text).toBe('0,0₅1234\u00a0$');
    expect(formatPrice(1.5, 'de').text).toBe('1,50\u00a0$');
  });
});

describe('an amount', () => {
  it.each([
    [23_400_000, '$23.4M'],
    [412_345.67, '$412K'],
    [1_011_000_000, '$1.01B'],
    [512, '$512'],
    [0, '$0'],
  ])('%s is compact: %s', (value, text) => {
    expect(formatAmount(value, 'en')).toBe(text);
  });

  it("is compact in the content's language", () => {
    expect(formatAmount(23_400_000, 'pt-BR')).toMatch(/^US\$\s23,4\smi$/);
  });
});

describe('the 24 h change', () => {
  it.each([
    [23.4, '▲', '+23.4%'],
    [-4.56, '▼', '-4.6%'],
    [0.02, null, '0%'],
    [150.5, '▲', '+150.5%'],
  ])('%s has its sign and an arrow, not colour alone: %s %s', (value, arrow, text) => {
    expect(formatChange(value, 'en')).toEqual({ arrow, text });
  });
});

describe('the view of an answer', () => {
  const market: Market = {
    source: 'geckoterminal',
    pairUrl: 'https://www.geckoterminal.com/solana/pools/x',
    priceUsd: 0.00001234,
    marketCapUsd: null,
    fdvUsd: 12_400_000,
    change24h: null,
    liquidityUsd: null,
    volume24hUsd: 0,
    bondingCurve: false,
  };
  const at = Date.UTC(2026, 10, 25, 21, 45, 3);

  it('labels the FDV as such where there is no market cap, and leaves missing values null', () => {
    expect(marketView({ kind: 'market', market, fetchedAt: at, kept: false }, 'en')).toEqual({
      kind: 'market',
      price: { text: '$0.0₄1234', spoken: '$0.00001234' },
      cap: { fdv: true, value: '$12.4M' },
      change: null,
      liquidity: null,
      volume: '$0',
      time: formatTime(at, 'en'),
      kept: false,
      source: 'GeckoTerminal',
      pairUrl: market.pairUrl,
      bondingCurve: false,
    });
  });

  it('shows the market cap where there is one, not the FDV', () => {
    const view = marketView(
      { kind: 'market', market: { ...market, marketCapUsd: 9_000_000 }, fetchedAt: at, kept: true },
      'en',
    );
    expect(view).toMatchObject({ cap: { fdv: false, value: '$9M' }, kept: true });
  });

  it('passes "no market" and "failed" through as they are', () => {
    expect(marketView({ kind: 'none' }, 'en')).toEqual({ kind: 'none' });
    expect(marketView({ kind: 'failed' }, 'en')).toEqual({ kind: 'failed' });
  });
});
