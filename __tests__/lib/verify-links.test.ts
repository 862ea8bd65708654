/** @jest-environment node */
import { verifyLinks } from '@/lib/verify-links';

const MINT = 'So11111111111111111111111111111111111111112';
const EVM = '0xba5EBA11000000000000000000000000000000FF';

describe("Don't trust, verify", () => {
  it('links RugCheck, Bubblemaps and Solscan’s holders for a Solana token', () => {
    expect(verifyLinks('solana', MINT)).toEqual([
      { tool: 'rugcheck', href: `https://rugcheck.xyz/tokens/${MINT}`, site: 'rugcheck.xyz' },
      {
        tool: 'bubblemaps',
        href: `https://v2.bubblemaps.io/map?address=${MINT}&chain=solana`,
        site: 'v2.bubblemaps.io',
      },
      { tool: 'holders', href: `https://solscan.io/token/${MINT}#holders`, site: 'Solscan' },
    ]);
  });

  it('links GoPlus, honeypot.is, Bubblemaps and Etherscan’s holders on Ethereum', () => {
    expect(verifyLinks('ethereum', EVM).map(({ href }) => href)).toEqual([
      `https://gopluslabs.io/token-security/1/${EVM}`,
      `https://honeypot.is/ethereum?address=${EVM}`,
      `https://v2.bubblemaps.io/map?address=${EVM}&chain=eth`,
      `https://etherscan.io/token/${EVM}#balances`,
    ]);
  });

  it('links GoPlus, honeypot.is, Bubblemaps and Basescan’s holders on Base', () => {
    expect(verifyLinks('base', EVM).map(({ href }) => href)).toEqual([
      `https://gopluslabs.io/token-security/8453/${EVM}`,
      `https://honeypot.is/base?address=${EVM}`,
      `https://v2.bubblemaps.io/map?address=${EVM}&chain=base`,
      `https://basescan.org/token/${EVM}#balances`,
    ]);
  });

  it('leaves honeypot.is out on BNB Chain, which it documents no page for', () => {
    const links = verifyLinks('bsc', EVM);
    expect(links.map(({ href }) => href)).toEqual([
      `https://gopluslabs.io/token-security/56/${EVM}`,
      `https://v2.bubblemaps.io/map?address=${EVM}&chain=bsc`,
      `https://bscscan.com/token/${EVM}#balances`,
    ]);
    expect(links.at(-1)?.site).toBe('BscScan');
  });

  it('has none before launch', () => {
    expect(verifyLinks('solana', null)).toEqual([]);
    expect(verifyLinks('base', null)).toEqual([]);
  });
});
