/**
 * RugCheck's token report, `GET /v1/tokens/{mint}/report` (Solana, no key): the authorities (null
 * when revoked), the top holders with each one's percent (`topHolders` is null for some coins on
 * the curve), the markets with their LP's locked share (a large token's report runs past 600 KB,
 * with hundreds of markets), the holder count (older reports have none), whether it judged the
 * token rugged, and its own `risks`, each with a level. Pools and the pump.fun curve are
 * `knownAccounts` of type AMM; they are left out of the top ten.
 */
import { field, finite, isRecord } from '../market/market';
import {
  address,
  count,
  flag,
  inRange,
  percent,
  SourceDataError,
  type Authority,
  type Facts,
  type Flag,
} from './facts';

const TOP = 10;

/** null: revoked; an address: still set by it; anything else unknown. */
function authority(value: unknown): Authority | null {
  if (value === null) return { set: false };
  const holder = address(value);
  return holder ? { set: true, holder } : null;
}

/** The top ten's share without pools and the curve; null when a listed share is not a percent. */
function topTen(report: Record<string, unknown>): number | null {
  const holders = report.topHolders;
  if (!Array.isArray(holders) || holders.length === 0) return null;
  const known = isRecord(report.knownAccounts) ? report.knownAccounts : {};
  const isPool = (key: unknown) =>
    typeof key === 'string' && Object.hasOwn(known, key) && field(known[key], 'type') === 'AMM';
  const shares = holders
    .filter((holder) => !isPool(field(holder, 'address')) && !isPool(field(holder, 'owner')))
    .map((holder) => percent(field(holder, 'pct')));
  if (shares.some((share) => share === null)) return null;
  const sum = (shares as number[])
    .sort((a, b) => b - a)
    .slice(0, TOP)
    .reduce((total, share) => total + share, 0);
  return inRange(sum);
}

const dollars = (value: unknown) => Math.max(0, finite(value) ?? 0);

/**
 * The locked share of the deepest market's LP. A pump.fun curve has no LP, so its market is
 * skipped, and a coin with no other market says nothing of liquidity (undefined).
 */
function liquidityLocked(markets: unknown): number | null | undefined {
  if (!Array.isArray(markets)) return null;
  const depth = (market: unknown) =>
    dollars(field(market, 'lp', 'baseUSD')) + dollars(field(market, 'lp', 'quoteUSD'));
  const pools = markets
    .filter(isRecord)
    .filter((market) => market.marketType !== 'pump_fun')
    .sort((a, b) => depth(b) - depth(a));
  return pools[0] ? percent(field(pools[0], 'lp', 'lpLockedPct')) : undefined;
}

const MAX_FLAGS = 12;
// A flag's name is shown as RugCheck words it: plain text of a sane length, with a letter in it.
const NAME = /^[^\p{Cc}\p{Cf}<>]{2,80}$/u;
const LETTER = /\p{L}/u;
const SHARE = /^(\d{1,3}(?:\.\d+)?)\s?%$/;

function flagOf(risk: unknown): Flag | null {
  const name = field(risk, 'name');
  if (typeof name !== 'string') return null;
  const text = name.replace(/\s+/g, ' ').trim();
  if (!NAME.test(text) || !LETTER.test(text)) return null;
  const value = field(risk, 'value');
  const share = typeof value === 'string' ? SHARE.exec(value.trim()) : null;
  const level = field(risk, 'level');
  return {
    name: text,
    percent: share ? percent(share[1]) : null,
    level: level === 'danger' || level === 'warn' ? level : 'other',
  };
}

/** RugCheck's risks, as it names and rates them: absent without `risks`, unknown if not a list. */
function flags(risks: unknown): Flag[] | null | undefined {
  if (risks === undefined) return undefined;
  if (!Array.isArray(risks)) return null;
  return risks
    .map(flagOf)
    .filter((f): f is Flag => f !== null)
    .slice(0, MAX_FLAGS);
}

export function readRugcheck(body: unknown): Facts {
  if (!isRecord(body) || !isRecord(body.token)) {
    throw new SourceDataError('RugCheck: no token in the report');
  }
  return {
    holders: count(body.totalHolders),
    topTen: { percent: topTen(body), scope: 'solana' },
    liquidityLocked: liquidityLocked(body.markets),
    mintAuthority: authority(body.token.mintAuthority),
    freezeAuthority: authority(body.token.freezeAuthority),
    rugged: flag(body.rugged),
    flags: flags(body.risks),
  };
}
