import { CHAIN_IDS, toChecksumAddress, type ChainId } from '@/lib/chain';
import { swapLinks, WRAPPED_SOL } from '@/lib/swap-links';
import { tokenVenue } from '@/lib/token-venue';

// A real mint and a real checksummed address (Tether's), so each form is the one its maker's own
// example takes.
const MINT = 'EKpQGSJtjMFqKZ9KQanSqYXRcF8fBopzLHYxdM65zcjm';
const TOKEN = '0xdAC17F958D2ee523a2206206994597C13D831ec7';

/**
 * Every link of every chain, written out in the form its source gives (lib/swap-links.ts names
 * each): Phantom's deeplink docs ("swap"), Trust Wallet's deeplinking docs with its universal
 * asset ids, MetaMask Mobile's handleSwapUrl, Jupiter's, Uniswap's and PancakeSwap's swap pages.
 */
const EXPECTED: Record<ChainId, [string, string][]> = {
  solana: [
    ['Phantom', `https://phantom.app/ul/v1/swap?buy=solana%3A101%2Faddress%3A${MINT}&sell=`],
    ['Trust Wallet', `https://link.trustwallet.com/swap?from=c501&to=c501_t${MINT}`],
    [
      'MetaMask',
      `https://link.metamask.io/swap?to=solana%3A5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp%2Ftoken%3A${MINT}`,
    ],
    ['Jupiter', `https://jup.ag/swap?sell=${WRAPPED_SOL}&buy=${MINT}`],
  ],
  ethereum: [
    ['MetaMask', `https://link.metamask.io/swap?to=eip155%3A1%2Ferc20%3A${TOKEN}`],
    ['Trust Wallet', `https://link.trustwallet.com/swap?from=c60&to=c60_t${TOKEN}`],
    ['Phantom', `https://phantom.app/ul/v1/swap?buy=eip155%3A1%2Faddress%3A${TOKEN}&sell=`],
    [
      'Uniswap',
      `https://app.uniswap.org/swap?chain=ethereum&inputCurrency=NATIVE&outputCurrency=${TOKEN}`,
    ],
  ],
  base: [
    ['MetaMask', `https://link.metamask.io/swap?to=eip155%3A8453%2Ferc20%3A${TOKEN}`],
    ['Trust Wallet', `https://link.trustwallet.com/swap?from=c8453&to=c8453_t${TOKEN}`],
    ['Phantom', `https://phantom.app/ul/v1/swap?buy=eip155%3A8453%2Faddress%3A${TOKEN}&sell=`],
    [
      'Uniswap',
      `https://app.uniswap.org/swap?chain=base&inputCurrency=NATIVE&outputCurrency=${TOKEN}`,
    ],
  ],
  bsc: [
    ['MetaMask', `https://link.metamask.io/swap?to=eip155%3A56%2Ferc20%3A${TOKEN}`],
    ['Trust Wallet', `https://link.trustwallet.com/swap?from=c20000714&to=c20000714_t${TOKEN}`],
    [
      'PancakeSwap',
      `https://pancakeswap.finance/swap?chain=bsc&inputCurrency=BNB&outputCurrency=${TOKEN}`,
    ],
    [
      'Uniswap',
      `https://app.uniswap.org/swap?chain=bnb&inputCurrency=NATIVE&outputCurrency=${TOKEN}`,
    ],
  ],
};

const WALLETS = ['Phantom', 'Trust Wallet', 'MetaMask'];
const DEX_PAGE = 'https://app.uniswap.org/explore/tokens/base/{address}';

const linksOf = (chain: ChainId, tokenUrl = DEX_PAGE) => {
  const address = chain === 'solana' ? MINT : TOKEN;
  const url = tokenUrl.replace('{address}', address);
  return swapLinks({ chain, address, tokenUrl: url, venue: tokenVenue(url) });
};

describe('swapLinks', () => {
  it.each(CHAIN_IDS)('builds each link on %s in its documented form', (chain) => {
    const links = linksOf(chain);
    expect(links.map(({ name, href }) => [name, href])).toStrictEqual(EXPECTED[chain]);
    for (const { name, kind } of links) {
      expect(kind).toBe(WALLETS.includes(name) ? 'wallet' : 'web');
    }
  });

  it('encodes each CAIP-19 id whole, so the wallet reads back exactly the token', () => {
    for (const chain of CHAIN_IDS) {
      for (const { name, href } of linksOf(chain)) {
        const url = new URL(href);
        if (name === 'Phantom') {
          expect(url.search).toMatch(/^\?buy=[^:/&]+&sell=$/);
          expect(url.searchParams.get('buy')).toMatch(/^(solana:101|eip155:(1|8453))\/address:/);
          expect(url.searchParams.get('sell')).toBe('');
        }
        if (name === 'MetaMask') {
          // `to` alone: a `from` on a chain the visitor has not added drops the whole prefill.
          expect([...url.searchParams.keys()]).toStrictEqual(['to']);
          expect(url.search).not.toMatch(/[:/]/);
          const to = url.searchParams.get('to')!;
          expect(to.split('/')[1]).toMatch(chain === 'solana' ? /^token:/ : /^erc20:/);
          expect(to.endsWith(chain === 'solana' ? MINT : TOKEN)).toBe(true);
        }
      }
    }
  });

  it('keeps the checksummed address as it is, never lower-cased', () => {
    expect(toChecksumAddress(TOKEN.toLowerCase())).toBe(TOKEN);
    for (const chain of ['ethereum', 'base', 'bsc'] as const) {
      for (const { href } of linksOf(chain)) {
        const decoded = decodeURIComponent(href);
        expect(decoded).toContain(TOKEN);
        expect(decoded).not.toContain(TOKEN.toLowerCase());
      }
    }
  });

  it("names BNB Smart Chain by Trust's c20000714, not the legacy c10000714", () => {
    const trust = linksOf('bsc').find(({ id }) => id === 'trust')!;
    expect(new URL(trust.href).searchParams.get('from')).toBe('c20000714');
    expect(new URL(trust.href).searchParams.get('to')).toBe(`c20000714_t${TOKEN}`);
    expect(trust.href).not.toContain('10000714');
  });

  it('has no Phantom on BNB Chain, and no Jupiter on the EVM chains', () => {
    expect(linksOf('bsc').map(({ id }) => id)).not.toContain('phantom');
    for (const chain of ['ethereum', 'base', 'bsc'] as const) {
      expect(linksOf(chain).map(({ id }) => id)).not.toContain('jupiter');
    }
  });

  it("adds the launchpad's own page last, where the token launched on one", () => {
    const pump = linksOf('solana', 'https://pump.fun/coin/{address}');
    expect(pump.at(-1)).toStrictEqual({
      id: 'launchpad',
      name: 'pump.fun',
      kind: 'web',
      href: `https://pump.fun/coin/${MINT}`,
    });
    const four = linksOf('bsc', 'https://four.meme/token/{address}');
    expect(four.at(-1)).toMatchObject({
      name: 'four.meme',
      href: `https://four.meme/token/${TOKEN}`,
    });
    // A DEX's page is no launchpad: the row's own DEX link stands for it.
    expect(
      linksOf('solana', 'https://jup.ag/swap/SOL-{address}').map(({ id }) => id),
    ).toStrictEqual(['phantom', 'trust', 'metamask', 'jupiter']);
  });

  it('offers nothing before launch', () => {
    const venue = tokenVenue('https://pump.fun/coin/soon');
    expect(swapLinks({ chain: 'solana', address: null, tokenUrl: null, venue })).toStrictEqual([]);
  });
});
