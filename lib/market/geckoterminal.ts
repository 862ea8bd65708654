/**
 * GeckoTerminal's token endpoint, `GET /api/v2/networks/{network}/tokens/{address}?include=top_pools`:
 * JSON:API, the token in `data` and its top pools in `included`, every value a string, 30 requests
 * a minute. The price, market cap and FDV are the token's (market_cap_usd is null unless its team
 * verified it); the 24 h change, liquidity and volume are its top pool's where it is the base token.
 * 404: GeckoTerminal knows no such token, so it has no market there.
 */
import { getJson, SourceError } from './get-json';
import {
  change,
  dollars,
  field,
  isRecord,
  pathSegment,
  price,
  sameAddress,
  volume,
  type Market,
} from './market';
import type { MarketQuery } from './query';

// The API's version, as its guide asks, so a new default shape cannot change what is read.
export const ACCEPT = 'application/json;version=20230302';

/**
 * The token's top pools in the answer: the one where it is the base token (null if none), and the
 * one its page links (that one, else the first).
 */
export function topPools(body: unknown, query: MarketQuery) {
  const ids = field(body, 'data', 'relationships', 'top_pools', 'data');
  const included = field(body, 'included');
  const pools = (Array.isArray(ids) ? ids : [])
    .map((ref) => field(ref, 'id'))
    .map((id) =>
      (Array.isArray(included) ? included : []).find(
        (item) => field(item, 'type') === 'pool' && field(item, 'id') === id,
      ),
    )
    .filter(isRecord);
  const { network } = query.geckoterminal;
  const isBase = (pool: Record<string, unknown>) => {
    // JSON:API ids are "<network>_<address>", the address in lower case on the EVM chains.
    const id = field(pool, 'relationships', 'base_token', 'data', 'id');
    const prefix = `${network}_`;
    return (
      typeof id === 'string' &&
      id.startsWith(prefix) &&
      sameAddress(id.slice(prefix.length), query.address)
    );
  };
  const pool = pools.find(isBase) ?? null;
  return { pool, linked: pool ?? pools[0] ?? null };
}

/** The token's market in the answer, or null when it has no pool. */
export function readGeckoterminal(body: unknown, query: MarketQuery): Market | null {
  const token = field(body, 'data', 'attributes');
  if (!isRecord(token)) throw new SourceError('GeckoTerminal: no token in the answer');
  const { network } = query.geckoterminal;
  const { pool, linked } = topPools(body, query);
  if (!linked) return null;
  const poolAddress = pathSegment(field(linked, 'attributes', 'address'));
  return {
    source: 'geckoterminal',
    pairUrl: poolAddress
      ? `${query.geckoterminal.site}/${network}/pools/${poolAddress}`
      : `${query.geckoterminal.site}/${network}/tokens/${query.address}`,
    priceUsd: price(token.price_usd),
    marketCapUsd: dollars(token.market_cap_usd),
    fdvUsd: dollars(token.fdv_usd),
    change24h: pool ? change(field(pool, 'attributes', 'price_change_percentage', 'h24')) : null,
    liquidityUsd: pool ? dollars(field(pool, 'attributes', 'reserve_in_usd')) : null,
    volume24hUsd: pool ? volume(field(pool, 'attributes', 'volume_usd', 'h24')) : null,
    bondingCurve: false,
  };
}

export function geckoterminalUrl({ geckoterminal, address }: MarketQuery): string {
  const { origin, network } = geckoterminal;
  return `${origin}/api/v2/networks/${network}/tokens/${address}?include=top_pools`;
}

/** Asks GeckoTerminal; throws a SourceError when it fails. */
export async function fromGeckoterminal(query: MarketQuery): Promise<Market | null> {
  const { status, body } = await getJson(geckoterminalUrl(query), ACCEPT);
  if (status === 404) return null;
  if (body === undefined) throw new SourceError(`GeckoTerminal: status ${status}`);
  return readGeckoterminal(body, query);
}
