import { walletBrowseLinks, WALLETS } from '@/lib/wallet-links';

describe('walletBrowseLinks', () => {
  it("opens the page in Phantom's and Solflare's browsers through their universal links", () => {
    const links = walletBrowseLinks('https://pump.fun/coin/abc?x=1&y=2', 'https://lewdin.example');
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

  it('never uses a custom scheme', () => {
    for (const { href } of walletBrowseLinks('https://jup.ag/swap', 'https://a.example'))
      expect(new URL(href).protocol).toBe('https:');
  });

  it('lists the wallets with their official https sites', () => {
    expect(WALLETS.map(({ name }) => name)).toEqual(['Phantom', 'Solflare', 'Backpack']);
    for (const { site } of WALLETS) expect(new URL(site).protocol).toBe('https:');
  });
});
