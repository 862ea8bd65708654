/**
 * Each source's last answer, kept in the tab (sessionStorage) for KEEP_MS as it came: a press
 * within that time shows it again, with its time, without asking that source. The body is read
 * again by the source's own reader, so what storage holds is checked like any answer. Storage
 * that is full, off or tampered with is as good as empty.
 */
import { isRecord } from '../market/market';
import type { SourceQuery } from './query';

export const KEEP_MS = 10 * 60_000;

export type Kept = { body: unknown; at: number };

const keyOf = ({ url }: SourceQuery) => `safety:${url}`;

export function readKept(query: SourceQuery, now: number): Kept | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(keyOf(query)) ?? 'null');
    if (!isRecord(value) || typeof value.at !== 'number') return null;
    if (value.at > now || now - value.at >= KEEP_MS) {
      sessionStorage.removeItem(keyOf(query));
      return null;
    }
    return { body: value.body, at: value.at };
  } catch {
    return null;
  }
}

export function keep(query: SourceQuery, kept: Kept): void {
  try {
    sessionStorage.setItem(keyOf(query), JSON.stringify(kept));
  } catch {}
}
