import { describeBuild } from './chain-build';

// A lower-case address: shown and linked checksummed.
describeBuild(
  'a Base token on Uniswap with a DexScreener chart',
  {
    NEXT_PUBLIC_BRAND_NAME: 'OtterIn',
    NEXT_PUBLIC_TICKER: '$OTTER',
    NEXT_PUBLIC_CONTRACT_ADDRESS: '0xba5eba11000000000000000000000000000000ff',
    NEXT_PUBLIC_TOKEN_URL: 'https://app.uniswap.org/explore/tokens/base/{address}',
    NEXT_PUBLIC_CHART_URL: 'https://dexscreener.com/base/{address}',
  },
  {
    chain: 'Base',
    wallet: 'Get a Base wallet.',
    fund: 'Fund it with ETH on Base.',
    trade: 'swap ETH for $OTTER',
    venue: 'Uniswap',
    explorer: 'Basescan',
    wallets: ['MetaMask', 'Coinbase Wallet', 'Trust Wallet', 'Phantom'],
    browse: ['MetaMask', 'Coinbase Wallet', 'Trust Wallet', 'Phantom'],
    swap: ['MetaMask', 'Trust Wallet', 'Phantom', 'Uniswap'],
  },
);
