/**
 * The response fixtures, shaped as DEX Screener and GeckoTerminal document their token endpoints,
 * one per chain, and the query for each fixture's token. The browser tests' fake of the APIs
 * (e2e/support/market-fake.ts) answers with the same files.
 */
import { CHAINS, type ChainId } from '@/lib/chain';
import { marketQuery, type MarketQuery } from '@/lib/market/query';
import dexBase from './fixtures/dexscreener-base.json';
import dexBsc from './fixtures/dexscreener-bsc.json';
import dexEthereum from './fixtures/dexscreener-ethereum.json';
import dexBondingCurve from './fixtures/dexscreener-solana-bonding-curve.json';
import dexSolana from './fixtures/dexscreener-solana.json';
import geckoBase from './fixtures/geckoterminal-base.json';
import geckoBsc from './fixtures/geckoterminal-bsc.json';
import geckoEth from './fixtures/geckoterminal-eth.json';
import geckoSolana from './fixtures/geckoterminal-solana.json';

/** Each fixture's token, as the build would have it (EVM addresses checksummed). */
export const TOKENS: Record<ChainId, string> = {
  solana: '5AMPLEWaifuTokenNotFinancia1Advice11111pump',
  ethereum: '0xC0ffee254729296a45a3885639AC7E10F9d54979',
  base: '0xba5EBA11000000000000000000000000000000FF',
  bsc: '0x4B1Dd00d1e5aB0a1c2C3d4E5f60718293a4b5c6D',
};

export const DEXSCREENER: Record<ChainId, unknown[]> = {
  solana: dexSolana,
  ethereum: dexEthereum,
  base: dexBase,
  bsc: dexBsc,
};
export const DEXSCREENER_BONDING_CURVE: unknown[] = dexBondingCurve;

export const GECKOTERMINAL: Record<ChainId, unknown> = {
  solana: geckoSolana,
  ethereum: geckoEth,
  base: geckoBase,
  bsc: geckoBsc,
};

export const queryFor = (chain: ChainId, fake?: string): MarketQuery =>
  marketQuery(CHAINS[chain], TOKENS[chain], fake);

/** A deep copy, to edit without touching the fixture. */
export const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
