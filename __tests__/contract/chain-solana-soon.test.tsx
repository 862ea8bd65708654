import { describeBuild } from './chain-build';

// pump.fun gives the address only when the coin is created: the site goes out first.
describeBuild(
  'a Solana token before launch on pump.fun',
  {
    NEXT_PUBLIC_BRAND_NAME: 'KoalaIn',
    NEXT_PUBLIC_TICKER: '$KOALA',
    NEXT_PUBLIC_CONTRACT_ADDRESS: 'soon',
  },
  {
    chain: 'Solana',
    wallet: 'Get a Solana wallet.',
    fund: 'Fund it with SOL.',
    trade: 'buy $KOALA with SOL',
    venue: 'pump.fun',
    explorer: 'Solscan',
    wallets: ['Phantom', 'Solflare', 'Backpack'],
    browse: [],
    swap: [],
  },
);
