import { describeBuild } from './chain-build';

describeBuild(
  'a BNB Chain token on four.meme',
  {
    NEXT_PUBLIC_BRAND_NAME: 'FourIn',
    NEXT_PUBLIC_TICKER: '$FOUR',
    NEXT_PUBLIC_CONTRACT_ADDRESS: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    NEXT_PUBLIC_TOKEN_URL: 'https://four.meme/token/{address}',
  },
  {
    chain: 'BNB Chain',
    wallet: 'Get a BNB Chain wallet.',
    fund: 'Fund it with BNB.',
    trade: 'buy $FOUR with BNB',
    venue: 'four.meme',
    explorer: 'BscScan',
    // Phantom holds no BNB Chain tokens.
    wallets: ['MetaMask', 'Coinbase Wallet', 'Trust Wallet'],
    browse: ['MetaMask', 'Coinbase Wallet', 'Trust Wallet'],
    swap: ['MetaMask', 'Trust Wallet', 'PancakeSwap', 'Uniswap', 'four.meme'],
  },
);
