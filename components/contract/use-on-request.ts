'use client';

import { useRef, useState } from 'react';

/**
 * An answer on request, for the islands that load nothing until the visitor presses: `ask` runs
 * `load` once at a time, `busy` meanwhile (the button keeps focus: aria-busy, not disabled), and
 * each answer comes with a new `key`, so the region's content is replaced and the same answer is
 * announced again. A `load` that throws (its chunk did not come) answers `failed`.
 */
export function useOnRequest<T>(load: () => Promise<T>, failed: T) {
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ value: T; key: number } | null>(null);
  const asking = useRef(false);

  const ask = async () => {
    if (asking.current) return;
    asking.current = true;
    setBusy(true);
    let value: T;
    try {
      value = await load();
    } catch {
      value = failed;
    }
    asking.current = false;
    setAnswer((previous) => ({ value, key: (previous?.key ?? 0) + 1 }));
    setBusy(false);
  };

  return { busy, answer: answer?.value ?? null, key: answer?.key ?? 0, ask };
}
