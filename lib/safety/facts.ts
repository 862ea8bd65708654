/**
 * What "Check the token" shows, whichever source said it: a few facts, each checked here. A fact a
 * source does not speak to is absent (undefined); one it speaks to but sent missing, "unknown",
 * text where a number belongs, negative or out of range is null, which the page says as "unknown".
 */
import { finite, pathSegment } from '../market/market';
import type { SafetySource } from './query';

/** A Solana authority: revoked, or still set (by whom, where the source says). */
export type Authority = { set: false } | { set: true; holder: string | null };

/** An EVM contract's owner: renounced, or not (who, where the source says). */
export type Owner = { renounced: true } | { renounced: false; address: string | null };

/** A launchpad coin: on its bonding curve (how far along), or graduated (to which pool). */
export type Curve =
  { graduated: false; progress: number | null } | { graduated: true; pool: string | null };

/** Whose wallets a top-ten figure leaves out. */
export type TopTenScope = 'all' | 'solana' | 'evm';

export type Facts = {
  holders?: number | null;
  topTen?: { percent: number | null; scope: TopTenScope };
  /** The share of the liquidity burned or locked, in percent. */
  liquidityLocked?: number | null;
  mintAuthority?: Authority | null;
  freezeAuthority?: Authority | null;
  honeypot?: boolean | null;
  /** GoPlus: a holder cannot sell all they hold at once. */
  cannotSellAll?: boolean | null;
  openSource?: boolean | null;
  owner?: Owner | null;
  /** In percent, 0 to 100. */
  buyTax?: number | null;
  sellTax?: number | null;
  curve?: Curve | null;
  rugged?: boolean | null;
  /** RugCheck's own judgement of the token, in its words; [] when it flags nothing. */
  flags?: Flag[] | null;
};

/** One of a source's own risk flags: its name as the source words it, its share, its level. */
export type Flag = { name: string; percent: number | null; level: FlagLevel };
export type FlagLevel = 'danger' | 'warn' | 'other';

/**
 * One source's answer to a press: its facts and when it gave them, or that it failed. `partial`:
 * the source said it sent only part of its data (GoPlus's code 2), so asking again may bring more.
 */
export type Answer =
  | {
      source: SafetySource;
      page: string;
      ok: true;
      facts: Facts;
      at: number;
      kept: boolean;
      partial?: boolean;
    }
  | { source: SafetySource; page: string; ok: false };

export class SourceDataError extends Error {}

/**
 * How far past none or all a share may be and still be none or all: a millionth of the whole.
 * Sources add their shares up in floating point (GoPlus wrote a PinkLock holder of every LP token as
 * 1.000000000000013193); anything further out is the source's error, not a share.
 */
export const ROUNDING_NOISE = 1e-6;

/** A percentage checked against 0 to 100, the one rule for every source and every sum. */
export function inRange(p: number): number | null {
  const noise = 100 * ROUNDING_NOISE;
  if (Math.abs(p - 100) <= noise) return 100;
  if (Math.abs(p) <= noise) return 0;
  return p > 0 && p < 100 ? p : null;
}

/** A percentage from 0 to 100; `scale` 100 reads a share from 0 to 1 (GoPlus). */
export function percent(value: unknown, scale = 1): number | null {
  if (typeof value === 'string' && value.trim() === '') return null;
  const n = finite(value);
  return n === null ? null : inRange(n * scale);
}

/** A count of holders: a whole number, not negative. */
export function count(value: unknown): number | null {
  const n = finite(value);
  return n !== null && Number.isInteger(n) && n >= 0 && n < 1e12 ? n : null;
}

const YES = new Set<unknown>([true, 'yes', '1', 1, 'true']);
const NO = new Set<unknown>([false, 'no', '0', 0, 'false']);

/** Yes or no, however the source writes it (true, "yes", "1"); null for anything else. */
export function flag(value: unknown): boolean | null {
  const v = typeof value === 'string' ? value.trim().toLowerCase() : value;
  return YES.has(v) ? true : NO.has(v) ? false : null;
}

/** An address from a response, fit for a link, or null. */
export const address = pathSegment;
