import { tokenVenue } from '@/lib/token-venue';

const ADDRESS = 'So11111111111111111111111111111111111111112';

describe('tokenVenue', () => {
  it.each([
    [`https://pump.fun/coin/${ADDRESS}`, 'pump.fun', 'buy'],
    [`https://jup.ag/swap/SOL-${ADDRESS}`, 'Jupiter', 'swap'],
    [`https://raydium.io/swap/?outputMint=${ADDRESS}`, 'Raydium', 'swap'],
    [`https://app.meteora.ag/dlmm/${ADDRESS}`, 'Meteora', 'swap'],
    [`https://www.orca.so/?tokenOut=${ADDRESS}`, 'Orca', 'swap'],
  ])('names the venue of %s: %s', (url, name, action) => {
    expect(tokenVenue(url)).toEqual({ name, action });
  });

  it('falls back to the host, without www., when it knows no venue there', () => {
    expect(tokenVenue('https://www.example-dex.io/t/abc')).toEqual({
      name: 'example-dex.io',
      action: 'swap',
    });
  });

  it('lets the build name the venue, keeping what the known host buys with', () => {
    expect(tokenVenue(`https://pump.fun/coin/${ADDRESS}`, 'PumpSwap')).toEqual({
      name: 'PumpSwap',
      action: 'buy',
    });
    expect(tokenVenue('https://example-dex.io/t/abc', '  Frog DEX ')).toEqual({
      name: 'Frog DEX',
      action: 'swap',
    });
  });

  it('ignores an empty override', () => {
    expect(tokenVenue('https://jup.ag/swap/SOL-X', ' ').name).toBe('Jupiter');
  });
});
