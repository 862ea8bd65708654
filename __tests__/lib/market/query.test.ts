import { CHAINS } from '@/lib/chain';
import { FakeOriginError, marketOrigins, marketQuery } from '@/lib/market/query';

describe('where the live price asks', () => {
  it("is DEX Screener's and GeckoTerminal's public APIs, with each one's name for the chain", () => {
    const query = marketQuery(CHAINS.ethereum, '0xabc');
    expect(query).toEqual({
      address: '0xabc',
      dexscreener: {
        origin: 'https://api.dexscreener.com',
        site: 'https://dexscreener.com',
        chainId: 'ethereum',
      },
      geckoterminal: {
        origin: 'https://api.geckoterminal.com',
        site: 'https://www.geckoterminal.com',
        network: 'eth',
      },
    });
    expect(marketOrigins(query)).toEqual([
      'https://api.dexscreener.com',
      'https://api.geckoterminal.com',
    ]);
  });

  it.each(['http://127.0.0.1:5214', 'http://localhost:5214/'])(
    "is the browser tests' fake at %s, in place of both",
    (fake) => {
      const query = marketQuery(CHAINS.solana, 'x', fake);
      expect(marketOrigins(query)).toEqual([fake.replace(/\/$/, '')]);
    },
  );

  it.each([
    'https://api.dexscreener.com',
    'http://example.com:5214',
    'http://127.0.0.1:5214/api',
    'http://127.0.0.1.example.com',
    'file:///tmp',
    'not a url',
  ])('refuses any other origin for the fake: %s', (fake) => {
    expect(() => marketQuery(CHAINS.solana, 'x', fake)).toThrow(FakeOriginError);
  });
});
