import { describeBuild } from './chain-build';

describeBuild(
  'an Ethereum token on Uniswap, its chain set by NEXT_PUBLIC_CHAIN',
  {
    NEXT_PUBLIC_BRAND_NAME: 'EtherIn',
    NEXT_PUBLIC_TICKER: '$ETHR',
    NEXT_PUBLIC_CHAIN: 'ethereum',
    NEXT_PUBLIC_CONTRACT_ADDRESS: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    NEXT_PUBLIC_TOKEN_URL: 'https://app.uniswap.org/swap?outputCurrency={address}',
  },
  {
    chain: 'Ethereum',
    wallet: 'Get an Ethereum wallet.',
    fund: 'Fund it with ETH.',
    trade: 'swap ETH for $ETHR',
    venue: 'Uniswap',
    explorer: 'Etherscan',
    wallets: ['MetaMask', 'Coinbase Wallet', 'Trust Wallet', 'Phantom'],
    browse: ['MetaMask', 'Coinbase Wallet', 'Trust Wallet', 'Phantom'],
    swap: ['MetaMask', 'Trust Wallet', 'Phantom', 'Uniswap'],
  },
);
