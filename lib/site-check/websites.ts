/**
 * The websites each source lists for the token: DEX Screener's `info.websites` (`[{ label, url }]`,
 * from the team's paid token profile) on the token's own pairs on the build's chain, and
 * GeckoTerminal's token info `websites` (a list of strings). Only strings that could be addresses
 * are kept, at most MAX_SITES; nothing is followed or shown as markup.
 */
import { ownPairs } from '../market/dexscreener';
import { SourceError } from '../market/get-json';
import { field, isRecord } from '../market/market';
import type { MarketQuery } from '../market/query';

const MAX_SITES = 10;

const address = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= 2048;

const distinct = (sites: string[]) => [...new Set(sites)].slice(0, MAX_SITES);

export function readDexscreenerWebsites(body: unknown, query: MarketQuery): string[] {
  return distinct(
    ownPairs(body, query).flatMap((pair) => {
      const websites = field(pair, 'info', 'websites');
      return (Array.isArray(websites) ? websites : [])
        .map((site) => field(site, 'url'))
        .filter(address);
    }),
  );
}

export function readGeckoterminalWebsites(body: unknown): string[] {
  const token = field(body, 'data', 'attributes');
  if (!isRecord(token)) throw new SourceError('GeckoTerminal: no token in the answer');
  const { websites } = token;
  if (websites !== undefined && websites !== null && !Array.isArray(websites))
    throw new SourceError('GeckoTerminal: websites is not a list');
  return distinct((websites ?? []).filter(address));
}
