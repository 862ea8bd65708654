/**
 * GeckoTerminal's pool trades, `GET /api/v2/networks/{network}/pools/{pool}/trades`: JSON:API,
 * the pool's last 300 trades of the past 24 hours in `data`, newest first, every amount a string
 * (some of them null). Only what the page shows is read, each value checked: the side, the token's
 * amount, the amount in USD, the trader and the time. A string amount is kept as the string it
 * came as; the page formats it, never computes it.
 */
import { SourceError } from '../market/get-json';
import { field, isRecord, pathSegment, sameAddress } from '../market/market';

/** How many trades the page shows. */
export const LATEST = 20;

export type Trade = {
  kind: 'buy' | 'sell';
  /** The amount of the token bought or sold, as the answer wrote it; null where it sent none. */
  amount: string | null;
  /** Its worth in USD at the time, as the answer wrote it; null where it sent none. */
  usd: string | null;
  /** The address that sent the transaction: base58 or 0x, fit for a URL path; else null. */
  trader: string | null;
  /** When, in ms since the epoch; null for no time or a wrong one. */
  at: number | null;
  /** The trade's id in the answer (unique), for a list key. */
  id: string;
};

/** A body that is not a list of trades. */
export class TradesShapeError extends SourceError {}

const DECIMAL = /^(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** A non-negative decimal string as it came, or null: no number is made up or rounded here. */
export const decimal = (value: unknown) =>
  typeof value === 'string' && value.length <= 120 && DECIMAL.test(value) ? value : null;

function time(value: unknown): number | null {
  if (typeof value !== 'string' || !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/.test(value))
    return null;
  const at = Date.parse(value);
  return Number.isFinite(at) ? at : null;
}

/**
 * The token's amount: the side it is on, by address where the answer names them (a buy receives
 * the token, a sell gives it), else by the kind.
 */
function amount(attributes: Record<string, unknown>, kind: Trade['kind'], token: string) {
  if (sameAddress(attributes.to_token_address, token)) return decimal(attributes.to_token_amount);
  if (sameAddress(attributes.from_token_address, token))
    return decimal(attributes.from_token_amount);
  return decimal(kind === 'buy' ? attributes.to_token_amount : attributes.from_token_amount);
}

/**
 * The latest LATEST trades in the answer, newest first. Throws a TradesShapeError when the body is
 * not JSON:API's list, or when it lists trades none of which can be read.
 */
export function readTrades(body: unknown, token: string): Trade[] {
  const data = field(body, 'data');
  if (!Array.isArray(data)) throw new TradesShapeError('GeckoTerminal: no list of trades');
  const trades: Trade[] = [];
  data.forEach((item, index) => {
    const attributes = field(item, 'attributes');
    if (!isRecord(attributes)) return;
    const { kind } = attributes;
    if (kind !== 'buy' && kind !== 'sell') return;
    const id = field(item, 'id');
    trades.push({
      kind,
      amount: amount(attributes, kind, token),
      usd: decimal(attributes.volume_in_usd),
      trader: pathSegment(attributes.tx_from_address),
      at: time(attributes.block_timestamp),
      id: typeof id === 'string' && id.length <= 300 ? id : String(index),
    });
  });
  if (data.length > 0 && trades.length === 0)
    throw new TradesShapeError('GeckoTerminal: no trade could be read');
  const ids = new Set<string>();
  return trades
    .filter((trade) => !ids.has(trade.id) && Boolean(ids.add(trade.id)))
    .slice(0, LATEST);
}
