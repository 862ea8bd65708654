/**
 * "Is this the token's own site?", loaded on the press (with the Public Suffix List): each source
 * asked once, at once, its websites read (./websites.ts) and held against the page's address
 * (./match.ts). It says who lists what, never that a site is safe or official; one source failing
 * never hides the other's answer.
 */
import { getJson } from '../market/get-json';
import { ACCEPT } from '../market/geckoterminal';
import { matchSite, type Here } from './match';
import type { SiteCheckQuery, SiteSource } from './query';
import { readDexscreenerWebsites, readGeckoterminalWebsites } from './websites';

export type { Here } from './match';

/** What one source lists: this site (over http only, or not), other sites, or none. */
export type Reading =
  { kind: 'this'; http: boolean } | { kind: 'other'; hosts: string[] } | { kind: 'none' };

export type SiteAnswer = { source: SiteSource; page: string } & (
  { ok: true; reading: Reading } | { ok: false }
);

/** Both sources' readings together: both list this site, one does, or neither (both answered). */
export type Together = { kind: 'both' } | { kind: 'one'; source: SiteSource } | { kind: 'neither' };

export const SOURCES: SiteSource[] = ['dexscreener', 'geckoterminal'];

/** One source's reading of its websites. */
export function readingOf(websites: string[], here: Here): Reading {
  const matches = websites.map((site) => matchSite(site, here)).filter((m) => m !== null);
  const ours = matches.filter((m) => m.kind === 'this');
  if (ours.length > 0) return { kind: 'this', http: ours.every((m) => m.http) };
  const hosts = [...new Set(matches.map((m) => (m.kind === 'other' ? m.host : '')))];
  return hosts.length > 0 ? { kind: 'other', hosts } : { kind: 'none' };
}

export function together(answers: SiteAnswer[]): Together | null {
  const listing = answers.filter((a) => a.ok && a.reading.kind === 'this');
  if (listing.length === answers.length) return { kind: 'both' };
  if (listing.length === 1) return { kind: 'one', source: listing[0]!.source };
  return answers.every((a) => a.ok) ? { kind: 'neither' } : null;
}

async function answer(source: SiteSource, query: SiteCheckQuery, here: Here): Promise<SiteAnswer> {
  const page = query.pages[source];
  try {
    const { status, body } = await getJson(
      query.urls[source],
      source === 'geckoterminal' ? ACCEPT : undefined,
    );
    // GeckoTerminal knows no such token: it lists nothing for it.
    if (status === 404 && source === 'geckoterminal')
      return { source, page, ok: true, reading: { kind: 'none' } };
    if (body === undefined) return { source, page, ok: false };
    const websites =
      source === 'dexscreener'
        ? readDexscreenerWebsites(body, query.market)
        : readGeckoterminalWebsites(body);
    return { source, page, ok: true, reading: readingOf(websites, here) };
  } catch {
    return { source, page, ok: false };
  }
}

/** Both sources' answers, asked at once. */
export function checkSite(query: SiteCheckQuery, here: Here): Promise<SiteAnswer[]> {
  return Promise.all(SOURCES.map((source) => answer(source, query, here)));
}
