/**
 * "Check the token" on /contract, loaded on the press: each source the build's chain uses asked
 * once (./query.ts), its answer read into facts by its own reader, kept in the tab (lib/kept.ts),
 * and the team's claims held against them (./claims.ts). An answer the source marks partial
 * (GoPlus's code 2) is shown, said to be partial and not kept, so Try again asks it again. One
 * source failing (a network error, which is also how a 429 without CORS headers arrives,
 * TIMEOUT_MS without an answer, a status other than 2xx, a body that is not JSON or not the
 * documented shape) never hides another's.
 */
import { keep, readKept } from '../kept';
import { getJson } from '../market/get-json';
import type { Answer, Facts } from './facts';
import { GECKOTERMINAL_ACCEPT, readGeckoterminal } from './geckoterminal';
import { goplusPartial, readGoplus } from './goplus';
import type { SafetyQuery, SourceQuery } from './query';
import { readRugcheck } from './rugcheck';

export { judge, type Judged } from './claims';
export type { Answer } from './facts';

/**
 * Each source's answer is kept as it came, for KEEP_MS: a press within that time shows it again,
 * with its time, without asking that source. The kept body is read again by the source's reader,
 * so what storage holds is checked like any answer.
 */
export const KEEP_MS = 10 * 60_000;

const keyOf = ({ url }: SourceQuery) => `safety:${url}`;

function read(source: SourceQuery, body: unknown, query: SafetyQuery): Facts {
  if (source.source === 'rugcheck') return readRugcheck(body);
  if (source.source === 'goplus') return readGoplus(body, query.address);
  return readGeckoterminal(body, query.chain === 'solana');
}

async function answer(source: SourceQuery, query: SafetyQuery, now: () => number): Promise<Answer> {
  const { page } = source;
  const kept = readKept(keyOf(source), KEEP_MS, now());
  if (kept) {
    try {
      return {
        source: source.source,
        page,
        ok: true,
        facts: read(source, kept.value, query),
        at: kept.at,
        kept: true,
      };
    } catch {}
  }
  try {
    const accept = source.source === 'geckoterminal' ? GECKOTERMINAL_ACCEPT : undefined;
    const { body } = await getJson(source.url, accept);
    if (body === undefined) return { source: source.source, page, ok: false };
    const facts = read(source, body, query);
    const at = now();
    const partial = source.source === 'goplus' && goplusPartial(body);
    if (!partial) keep(keyOf(source), { value: body, at });
    return { source: source.source, page, ok: true, facts, at, kept: false, partial };
  } catch {
    return { source: source.source, page, ok: false };
  }
}

/** Every source's answer, asked at once: one request each, none for a source kept fresh. */
export function check(query: SafetyQuery, now: () => number = Date.now): Promise<Answer[]> {
  return Promise.all(query.sources.map((source) => answer(source, query, now)));
}
