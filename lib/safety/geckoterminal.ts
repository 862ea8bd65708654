/**
 * GeckoTerminal's token info, `GET /api/v2/networks/{network}/tokens/{address}/info`: JSON:API,
 * the facts in `data.attributes`, no key, about 30 calls a minute. Its values come as
 * `"yes"`/`"no"`/`"unknown"` in some answers and as booleans or null in others; its top-ten share
 * counts every wallet, pools and the bonding curve included.
 */
import { field, isRecord } from '../market/market';
import {
  address,
  count,
  flag,
  percent,
  SourceDataError,
  type Authority,
  type Curve,
  type Facts,
} from './facts';

// The API's version, as its guide asks, so a new default shape cannot change what is read.
export const GECKOTERMINAL_ACCEPT = 'application/json;version=20230302';

/** "no" or false: revoked; "yes", true or an address: still set; anything else unknown. */
function authority(value: unknown): Authority | null {
  const holder = typeof value === 'string' && value.length >= 32 ? address(value) : null;
  if (holder) return { set: true, holder };
  const set = flag(value);
  return set === null ? null : set ? { set: true, holder: null } : { set: false };
}

function curve(details: unknown): Curve | null | undefined {
  if (details === undefined || details === null) return undefined;
  if (!isRecord(details)) return null;
  const completed = flag(details.completed);
  if (completed === null) return null;
  if (completed) {
    return { graduated: true, pool: address(details.migrated_destination_pool_address) };
  }
  return { graduated: false, progress: percent(details.graduation_percentage) };
}

export function readGeckoterminal(body: unknown, solana: boolean): Facts {
  const token = field(body, 'data', 'attributes');
  if (!isRecord(token)) throw new SourceDataError('GeckoTerminal: no token in the answer');
  const facts: Facts = {
    holders: count(field(token, 'holders', 'count')),
    topTen: {
      percent: percent(field(token, 'holders', 'distribution_percentage', 'top_10')),
      scope: 'all',
    },
    honeypot: flag(token.is_honeypot),
    curve: curve(token.launchpad_details),
  };
  if (solana) {
    facts.mintAuthority = authority(token.mint_authority);
    facts.freezeAuthority = authority(token.freeze_authority);
  }
  return facts;
}
