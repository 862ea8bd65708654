import { launchStatus, tokenVenue } from '@/lib/token-venue';

const ADDRESS = 'So11111111111111111111111111111111111111112';
const EVM = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

describe('tokenVenue', () => {
  it.each([
    [`https://pump.fun/coin/${ADDRESS}`, 'pump.fun', 'buy'],
    [`https://jup.ag/swap/SOL-${ADDRESS}`, 'Jupiter', 'swap'],
    [`https://raydium.io/swap/?outputMint=${ADDRESS}`, 'Raydium', 'swap'],
    [`https://app.meteora.ag/dlmm/${ADDRESS}`, 'Meteora', 'swap'],
    [`https://www.orca.so/?tokenOut=${ADDRESS}`, 'Orca', 'swap'],
    [`https://app.uniswap.org/explore/tokens/base/${EVM}`, 'Uniswap', 'swap'],
    [`https://aerodrome.finance/swap?to=${EVM}`, 'Aerodrome', 'swap'],
    [`https://pancakeswap.finance/swap?outputCurrency=${EVM}`, 'PancakeSwap', 'swap'],
    [`https://four.meme/token/${EVM}`, 'four.meme', 'buy'],
    [`https://zora.co/coin/base:${EVM}`, 'Zora', 'buy'],
    [`https://www.clanker.world/clanker/${EVM}`, 'Clanker', 'buy'],
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

describe('launchStatus', () => {
  it('says where the token launched, or will', () => {
    expect(launchStatus('pump.fun', true)).toBe('newly launched on pump.fun');
    expect(launchStatus('four.meme', false)).toBe('launching soon on four.meme');
  });
});
