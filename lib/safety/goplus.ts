/**
 * GoPlus's token security, `GET /api/v1/token_security/{chainId}?contract_addresses={address}`
 * (Ethereum, Base, BNB Chain; no key): `{ code, message, result: { <address>: {...} } }`, its
 * flags and shares strings, a holder's `is_contract` and `is_locked` numbers. `code` 1 is the whole
 * answer and 2 part of it ("Partial data obtained": asked again in about 15 s, it may send the rest);
 * any other (4029 is its rate limit) comes with HTTP 200 and is a failure, not data. Taxes and
 * shares run from 0 to 1, and an empty string is unknown, never 0 %.
 */
import { field, isRecord } from '../market/market';
import {
  address,
  count,
  flag,
  inRange,
  percent,
  SourceDataError,
  type Facts,
  type Owner,
} from './facts';

const TOP = 10;
const ZERO = /^0x0{40}$/i;
// The burn addresses tokens are sent to: 0x…dead and 0xdead0…0.
const DEAD = /^0x(0{36}dead|dead0{36})$/i;

const isBurn = (value: unknown) =>
  typeof value === 'string' && (ZERO.test(value) || DEAD.test(value));

/** Renounced when the owner is empty, zero or dead and no one can take it back or hides. */
function owner(info: Record<string, unknown>): Owner | null {
  const value = info.owner_address;
  const hidden = flag(info.hidden_owner);
  const takeBack = flag(info.can_take_back_ownership);
  const held = typeof value === 'string' && /^0x[0-9a-f]{40}$/i.test(value) && !isBurn(value);
  if (held) return { renounced: false, address: address(value) };
  if (hidden || takeBack) return { renounced: false, address: null };
  const gone = value === '' || isBurn(value);
  return gone && hidden === false && takeBack === false ? { renounced: true } : null;
}

type Holder = { address: string; share: number | null; tag: boolean; locked: boolean };

function holdersOf(list: unknown): Holder[] | null {
  if (!Array.isArray(list)) return null;
  return list.filter(isRecord).map((holder) => ({
    address: typeof holder.address === 'string' ? holder.address.toLowerCase() : '',
    share: percent(holder.percent, 100),
    tag: typeof holder.tag === 'string' && holder.tag.trim() !== '',
    locked: flag(holder.is_locked) === true,
  }));
}

/** The top ten's share without pools (a tag, or a DEX pair), locked entries and burn addresses. */
function topTen(info: Record<string, unknown>): number | null {
  const holders = holdersOf(info.holders);
  if (!holders || holders.length === 0) return null;
  const pairs = new Set(
    (Array.isArray(info.dex) ? info.dex : [])
      .map((dex) => field(dex, 'pair'))
      .filter((pair): pair is string => typeof pair === 'string')
      .map((pair) => pair.toLowerCase()),
  );
  const kept = holders.filter(
    (h) => !h.tag && !h.locked && !pairs.has(h.address) && !isBurn(h.address),
  );
  if (kept.some((h) => h.share === null)) return null;
  const sum = kept
    .map((h) => h.share as number)
    .sort((a, b) => b - a)
    .slice(0, TOP)
    .reduce((total, share) => total + share, 0);
  return inRange(sum);
}

/** The burned or locked share of the LP tokens. */
function liquidityLocked(info: Record<string, unknown>): number | null {
  const holders = holdersOf(info.lp_holders);
  if (!holders || holders.length === 0) return null;
  if (holders.some((h) => h.share === null)) return null;
  const sum = holders
    .filter((h) => h.locked || isBurn(h.address))
    .reduce((total, h) => total + (h.share as number), 0);
  return inRange(sum);
}

const codeOf = (body: unknown) => (isRecord(body) ? String(body.code) : '');

/** The answer is part of GoPlus's data (code 2): shown, said to be partial, never kept. */
export const goplusPartial = (body: unknown) => codeOf(body) === '2';

export function readGoplus(body: unknown, token: string): Facts {
  if (!isRecord(body)) throw new SourceDataError('GoPlus: not an object');
  if (codeOf(body) !== '1' && !goplusPartial(body)) {
    throw new SourceDataError(`GoPlus: code ${String(body.code)}`);
  }
  const result = isRecord(body.result) ? body.result : {};
  const key = Object.keys(result).find((k) => k.toLowerCase() === token.toLowerCase());
  const info = key ? result[key] : undefined;
  if (!isRecord(info)) throw new SourceDataError('GoPlus: no entry for the token');
  return {
    holders: count(info.holder_count),
    topTen: { percent: topTen(info), scope: 'evm' },
    liquidityLocked: liquidityLocked(info),
    honeypot: flag(info.is_honeypot),
    cannotSellAll: flag(info.cannot_sell_all),
    openSource: flag(info.is_open_source),
    owner: owner(info),
    buyTax: percent(info.buy_tax, 100),
    sellTax: percent(info.sell_tax, 100),
  };
}
