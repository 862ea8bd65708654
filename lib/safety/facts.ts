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
};

/** One source's answer to a press: its facts and when it gave them, or that it failed. */
export type Answer =
  | { source: SafetySource; page: string; ok: true; facts: Facts; at: number; kept: boolean }
  | { source: SafetySource; page: string; ok: false };

export class SourceDataError extends Error {}

/** A percentage from 0 to 100; `scale` 100 reads a share from 0 to 1 (GoPlus). */
export function percent(value: unknown, scale = 1): number | null {
  if (typeof value === 'string' && value.trim() === '') return null;
  const n = finite(value);
  if (n === null) return null;
  const p = n * scale;
  return p >= 0 && p <= 100 ? p : null;
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
