import { chainNamedBy, namedChainLabel } from '@/lib/chain';

const A = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

describe('chainNamedBy', () => {
  it.each([
    [`https://dexscreener.com/base/${A}`, 'base'],
    [`https://dexscreener.com/ethereum/${A}`, 'ethereum'],
    [`https://dexscreener.com/bsc/${A}`, 'bsc'],
    [`https://dexscreener.com/solana/So11111111111111111111111111111111111111112`, 'solana'],
    [`https://www.geckoterminal.com/eth/pools/${A}`, 'ethereum'],
    [`https://www.geckoterminal.com/base/pools/${A}`, 'base'],
    [`https://www.geckoterminal.com/bsc/pools/${A}`, 'bsc'],
    [`https://birdeye.so/token/${A}?chain=base`, 'base'],
    ['https://birdeye.so/token/So11111111111111111111111111111111111111112', 'solana'],
    [`https://app.uniswap.org/explore/tokens/base/${A}`, 'base'],
    [`https://app.uniswap.org/explore/tokens/ethereum/${A}`, 'ethereum'],
    [`https://app.uniswap.org/swap?chain=mainnet&outputCurrency=${A}`, 'ethereum'],
    [`https://app.uniswap.org/swap?chain=bnb&outputCurrency=${A}`, 'bsc'],
    [`https://pancakeswap.finance/swap?chain=bsc&outputCurrency=${A}`, 'bsc'],
    [`https://pancakeswap.finance/swap?chain=base&outputCurrency=${A}`, 'base'],
    [`https://four.meme/token/${A}`, 'bsc'],
    [`https://aerodrome.finance/swap?to=${A}`, 'base'],
    [`https://zora.co/coin/base:${A}`, 'base'],
    [`https://www.clanker.world/clanker/${A}`, 'base'],
    ['https://pump.fun/coin/{address}', 'solana'],
    ['https://jup.ag/swap/SOL-x', 'solana'],
  ])('reads %s as %s', (url, chain) => {
    expect(chainNamedBy(url)).toBe(chain);
  });

  it.each([
    `https://app.uniswap.org/swap?outputCurrency=${A}`,
    `https://pancakeswap.finance/swap?outputCurrency=${A}`,
    'https://example-dex.io/t/abc',
  ])('finds no chain in %s', (url) => {
    expect(chainNamedBy(url)).toBeNull();
  });

  it('names a chain the site does not support by the URL’s own word', () => {
    const named = chainNamedBy(`https://dexscreener.com/arbitrum/${A}`);
    expect(named).toEqual({ other: 'arbitrum' });
    expect(namedChainLabel(named!)).toBe('"arbitrum"');
    expect(namedChainLabel('bsc')).toBe('BNB Chain');
  });
});
