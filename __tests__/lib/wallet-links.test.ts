import { CHAINS } from '@/lib/chain';
import {
  COINBASE_WALLET,
  METAMASK,
  PHANTOM,
  SOLFLARE,
  TRUST_WALLET,
  walletBrowseLinks,
} from '@/lib/wallet-links';

// A page with a sub-path and a query, and a site under a sub-path with a query: every character
// that one form encodes and another keeps is there.
const PAGE = 'https://app.uniswap.org/explore/tokens/base/0xabc?chain=base&utm=a%20b';
const SITE = 'https://example.github.io/otterin?ref=x&y=1';

describe('each wallet maker’s browse link, in its own documented form', () => {
  it('Phantom: the URL and the ref percent-encoded, scheme included', () => {
    expect(PHANTOM.browse!(PAGE, SITE, 0)).toBe(
      'https://phantom.app/ul/browse/https%3A%2F%2Fapp.uniswap.org%2Fexplore%2Ftokens%2Fbase%2F0xabc%3Fchain%3Dbase%26utm%3Da%2520b?ref=https%3A%2F%2Fexample.github.io%2Fotterin%3Fref%3Dx%26y%3D1',
    );
  });

  it('Solflare: as Phantom, on its own path', () => {
    expect(SOLFLARE.browse!(PAGE, SITE, 0)).toBe(
      'https://solflare.com/ul/v1/browse/https%3A%2F%2Fapp.uniswap.org%2Fexplore%2Ftokens%2Fbase%2F0xabc%3Fchain%3Dbase%26utm%3Da%2520b?ref=https%3A%2F%2Fexample.github.io%2Fotterin%3Fref%3Dx%26y%3D1',
    );
  });

  it('MetaMask: the URL without its scheme and not percent-encoded', () => {
    expect(METAMASK.browse!(PAGE, SITE, 0)).toBe(
      'https://link.metamask.io/dapp/app.uniswap.org/explore/tokens/base/0xabc?chain=base&utm=a%20b',
    );
  });

  it('Coinbase Wallet: the whole URL percent-encoded as cb_url', () => {
    expect(COINBASE_WALLET.browse!(PAGE, SITE, 0)).toBe(
      'https://go.cb-w.com/dapp?cb_url=https%3A%2F%2Fapp.uniswap.org%2Fexplore%2Ftokens%2Fbase%2F0xabc%3Fchain%3Dbase%26utm%3Da%2520b',
    );
  });

  it("Trust Wallet: Trust's coin id of the chain and the URL percent-encoded", () => {
    expect(TRUST_WALLET.browse!(PAGE, SITE, 8453)).toBe(
      'https://link.trustwallet.com/open_url?coin_id=8453&url=https%3A%2F%2Fapp.uniswap.org%2Fexplore%2Ftokens%2Fbase%2F0xabc%3Fchain%3Dbase%26utm%3Da%2520b',
    );
  });
});

describe('walletBrowseLinks', () => {
  it('offers Phantom and Solflare on Solana, as before (Backpack documents no browse link)', () => {
    const links = walletBrowseLinks(
      CHAINS.solana,
      'https://pump.fun/coin/abc?x=1&y=2',
      'https://lewdin.example',
    );
    expect(links).toEqual([
      {
        wallet: 'Phantom',
        href: 'https://phantom.app/ul/browse/https%3A%2F%2Fpump.fun%2Fcoin%2Fabc%3Fx%3D1%26y%3D2?ref=https%3A%2F%2Flewdin.example',
      },
      {
        wallet: 'Solflare',
        href: 'https://solflare.com/ul/v1/browse/https%3A%2F%2Fpump.fun%2Fcoin%2Fabc%3Fx%3D1%26y%3D2?ref=https%3A%2F%2Flewdin.example',
      },
    ]);
  });

  it.each([
    ['ethereum', 60, ['MetaMask', 'Coinbase Wallet', 'Trust Wallet', 'Phantom']],
    ['base', 8453, ['MetaMask', 'Coinbase Wallet', 'Trust Wallet', 'Phantom']],
    ['bsc', 20000714, ['MetaMask', 'Coinbase Wallet', 'Trust Wallet']],
  ] as const)('offers the EVM wallets on %s, Trust with coin id %i', (id, coinId, wallets) => {
    const links = walletBrowseLinks(CHAINS[id], PAGE, SITE);
    expect(links.map(({ wallet }) => wallet)).toEqual(wallets);
    expect(links.find(({ wallet }) => wallet === 'Trust Wallet')?.href).toContain(
      `open_url?coin_id=${coinId}&url=`,
    );
  });

  it('never uses a custom scheme', () => {
    for (const chain of Object.values(CHAINS))
      for (const { href } of walletBrowseLinks(chain, PAGE, SITE))
        expect(new URL(href).protocol).toBe('https:');
  });

  it("lists each chain's wallets with their official https sites", () => {
    expect(CHAINS.solana.wallets.map(({ name }) => name)).toEqual([
      'Phantom',
      'Solflare',
      'Backpack',
    ]);
    for (const chain of Object.values(CHAINS))
      for (const { site } of chain.wallets) expect(new URL(site).protocol).toBe('https:');
  });
});
