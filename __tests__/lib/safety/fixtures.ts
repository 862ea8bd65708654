/**
 * Answers shaped as GeckoTerminal (token info), RugCheck (token report) and GoPlus (token
 * security) document them, trimmed to the fields read and a few beside them, for a pump.fun coin
 * on its curve, one graduated, one whose authority is still set, and an EVM token. The browser
 * tests' fake of the three APIs answers with the same objects.
 */
import { TOKENS } from '../market/fixtures';

export { TOKENS };

const MINT = TOKENS.solana;
export const CURVE = 'CurveAccountPumpFunBondingXXXXXXXXXXXXXXXXX';
export const CURVE_VAULT = 'CurveVau1tTokenAccountPumpFunXXXXXXXXXXXXXX';
export const POOL = 'PoolPumpSwapAmmMigratedXXXXXXXXXXXXXXXXXXXX';
export const POOL_VAULT = 'PoolVau1tTokenAccountPumpSwapXXXXXXXXXXXXXX';
export const MINTER = 'MinterStillSetWa11etXXXXXXXXXXXXXXXXXXXXXXX';
export const BASE = TOKENS.base;
export const PAIR = '0x1111111111111111111111111111111111111111';

const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** GeckoTerminal, a coin on pump.fun's curve, its values written as strings. */
export const GECKO_CURVE = {
  data: {
    id: `solana_${MINT}`,
    type: 'token',
    attributes: {
      address: MINT,
      name: 'LewdIn',
      symbol: 'LEWD',
      holders: {
        count: 1234,
        distribution_percentage: { top_10: '97.8', '11_30': '1.2', '31_50': '0.4', rest: '0.6' },
        last_updated: '2026-11-26T20:00:00Z',
      },
      mint_authority: 'no',
      freeze_authority: 'no',
      is_honeypot: 'no',
      launchpad_details: {
        graduation_percentage: 42.5,
        completed: false,
        completed_at: null,
        migrated_destination_pool_address: null,
      },
    },
  },
};

/** GeckoTerminal, the coin graduated, its values written as booleans and null. */
export const GECKO_GRADUATED = {
  data: {
    id: `solana_${MINT}`,
    type: 'token',
    attributes: {
      address: MINT,
      holders: { count: 5210, distribution_percentage: { top_10: 31.4 } },
      mint_authority: false,
      freeze_authority: false,
      is_honeypot: null,
      launchpad_details: {
        graduation_percentage: 100,
        completed: true,
        completed_at: '2026-11-20T10:00:00Z',
        migrated_destination_pool_address: POOL,
      },
    },
  },
};

/** GeckoTerminal, a Base token: no launchpad, the honeypot check "unknown". */
export const GECKO_BASE = {
  data: {
    id: `base_${BASE.toLowerCase()}`,
    type: 'token',
    attributes: {
      address: BASE.toLowerCase(),
      holders: { count: '8800', distribution_percentage: { top_10: '44.25' } },
      mint_authority: null,
      freeze_authority: null,
      is_honeypot: 'unknown',
      launchpad_details: null,
    },
  },
};

/** RugCheck on the curve: the curve's token account holds 96.5 %, its owner a known AMM. */
export const RUGCHECK_CURVE = {
  mint: MINT,
  token: { mintAuthority: null, freezeAuthority: null, supply: 1e15, decimals: 6 },
  topHolders: [
    { address: CURVE_VAULT, owner: CURVE, pct: 96.5, insider: false },
    { address: 'HolderA1111111111111111111111111111111111111', owner: 'OwnerA', pct: 1.5 },
    { address: 'HolderB1111111111111111111111111111111111111', owner: 'OwnerB', pct: 0.75 },
    { address: 'HolderC1111111111111111111111111111111111111', owner: 'OwnerC', pct: 0.5 },
  ],
  knownAccounts: {
    [CURVE]: { name: 'Pump Fun Bonding Curve', type: 'AMM' },
    OwnerA: { name: 'Creator', type: 'CREATOR' },
  },
  markets: [
    { pubkey: CURVE, marketType: 'pump_fun', lp: { lpLockedPct: 0, baseUSD: 0, quoteUSD: 0 } },
  ],
  totalHolders: 1234,
  rugged: false,
};

/** RugCheck after graduation: a PumpSwap pool, its LP all burned, the pool among the holders. */
export const RUGCHECK_GRADUATED = {
  ...copy(RUGCHECK_CURVE),
  topHolders: [
    { address: POOL_VAULT, owner: POOL, pct: 20 },
    ...Array.from({ length: 12 }, (_, i) => ({
      address: `Holder${i}xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx`,
      owner: `Owner${i}`,
      pct: 5 - i * 0.25,
    })),
  ],
  knownAccounts: { [POOL]: { name: 'PumpSwap', type: 'AMM' } },
  markets: [
    { pubkey: CURVE, marketType: 'pump_fun', lp: { lpLockedPct: 0 } },
    {
      pubkey: POOL,
      marketType: 'pump_fun_amm',
      lp: { lpLockedPct: 100, baseUSD: 40000, quoteUSD: 40000 },
    },
    { pubkey: 'Tiny', marketType: 'raydium', lp: { lpLockedPct: 3, baseUSD: 10, quoteUSD: 10 } },
  ],
  totalHolders: 5210,
};

/** RugCheck: the mint authority still set, the freeze authority revoked. */
export const RUGCHECK_AUTHORITY = {
  ...copy(RUGCHECK_GRADUATED),
  token: { mintAuthority: MINTER, freezeAuthority: null, supply: 1e15, decimals: 6 },
};

const goplusToken = {
  token_name: 'FrogIn',
  token_symbol: 'FROG',
  holder_count: '8812',
  is_open_source: '1',
  owner_address: '0x0000000000000000000000000000000000000000',
  hidden_owner: '0',
  can_take_back_ownership: '0',
  buy_tax: '0',
  sell_tax: '0.03',
  is_honeypot: '0',
  cannot_sell_all: '0',
  dex: [{ name: 'UniswapV2', liquidity: '120000', pair: PAIR }],
  holders: [
    { address: PAIR, tag: '', is_contract: 1, balance: '300', percent: '0.30', is_locked: 0 },
    {
      address: '0x000000000000000000000000000000000000dead',
      tag: '',
      percent: '0.10',
      is_locked: 0,
    },
    {
      address: '0x2222222222222222222222222222222222222222',
      tag: 'UniCrypt',
      percent: '0.05',
      is_locked: 1,
    },
    ...Array.from({ length: 11 }, (_, i) => ({
      address: `0x${String(i + 3).padStart(40, '3')}`,
      tag: '',
      is_contract: 0,
      percent: String((4 - i * 0.2) / 100),
      is_locked: 0,
    })),
  ],
  lp_holder_count: '3',
  lp_holders: [
    {
      address: '0x000000000000000000000000000000000000dead',
      tag: '',
      percent: '0.90',
      is_locked: 0,
    },
    {
      address: '0x4444444444444444444444444444444444444444',
      tag: 'UNCX',
      percent: '0.05',
      is_locked: 1,
    },
    {
      address: '0x5555555555555555555555555555555555555555',
      tag: '',
      percent: '0.05',
      is_locked: 0,
    },
  ],
};

/** GoPlus on Base, every value a string, as it documents them. */
export const GOPLUS_BASE = {
  code: 1,
  message: 'OK',
  result: { [BASE.toLowerCase()]: goplusToken },
};

/** GoPlus's rate limit: HTTP 200, code 4029, no result. */
export const GOPLUS_RATE_LIMIT = { code: 4029, message: 'too many requests', result: {} };

/** GoPlus finding a honeypot with taxes it cannot tell (empty strings) and an owner kept. */
export const GOPLUS_HONEYPOT = {
  code: 1,
  message: 'OK',
  result: {
    [BASE.toLowerCase()]: {
      ...copy(goplusToken),
      is_honeypot: '1',
      buy_tax: '',
      sell_tax: '',
      owner_address: '0x6666666666666666666666666666666666666666',
      is_open_source: '0',
    },
  },
};

export { copy };
