/**
 * The chains a token can be on (Solana, Ethereum, Base, BNB Chain): their words, wallets,
 * explorers and URL names in one table (./chains.ts), the address check each chain's wallets make
 * (./address.ts), and the chain a token page or chart URL names (./url-chain.ts).
 */
export {
  CHAIN_IDS,
  CHAINS,
  chainIds,
  isChainId,
  type AddressFamily,
  type Chain,
  type ChainId,
} from './chains';
export { AddressError, parseAddress, PRELAUNCH_ADDRESS, toChecksumAddress } from './address';
export { chainNamedBy, namedChainLabel, type NamedChain } from './url-chain';
