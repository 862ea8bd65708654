import { describeBuild } from './chain-build';

describeBuild(
  'a BNB Chain token before launch on four.meme',
  {
    NEXT_PUBLIC_BRAND_NAME: 'FourIn',
    NEXT_PUBLIC_TICKER: '$FOUR',
    NEXT_PUBLIC_CONTRACT_ADDRESS: 'soon',
    NEXT_PUBLIC_TOKEN_URL: 'https://four.meme/token/{address}',
    NEXT_PUBLIC_CHART_URL: 'https://dexscreener.com/bsc/{address}',
  },
  {
    chain: 'BNB Chain',
    wallet: 'Get a BNB Chain wallet.',
    fund: 'Fund it with BNB.',
    trade: 'buy $FOUR with BNB',
    venue: 'four.meme',
    explorer: 'BscScan',
    wallets: ['MetaMask', 'Coinbase Wallet', 'Trust Wallet'],
    browse: [],
    swap: [],
  },
);
