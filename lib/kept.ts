/**
 * An answer kept in the tab (sessionStorage) under its owner's key, with the time it was fetched,
 * for as long as its owner says: what the live price and "Check the token" show again on a press
 * soon after, without asking. What comes back is unknown, to be read again like any answer.
 * Storage that is full, off or tampered with is as good as empty.
 */
import { isRecord } from './market/market';

export type Kept = { value: unknown; at: number };

/** What `key` holds, if it was kept less than `keepMs` before `now`; an older one is dropped. */
export function readKept(key: string, keepMs: number, now: number): Kept | null {
  try {
    const kept: unknown = JSON.parse(sessionStorage.getItem(key) ?? 'null');
    if (!isRecord(kept) || typeof kept.at !== 'number') return null;
    // A time after now means the clock moved back since: no telling how old the answer is.
    if (kept.at > now || now - kept.at >= keepMs) {
      sessionStorage.removeItem(key);
      return null;
    }
    return { value: kept.value, at: kept.at };
  } catch {
    return null;
  }
}

export function keep(key: string, kept: Kept): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(kept));
  } catch {}
}
