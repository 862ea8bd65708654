'use client';

import { useLayoutEffect } from 'react';
import { PAGE_LIVE_EVENT } from '@/data/shell';

/**
 * Tells the chunk loader (scripts/lib/chunk-loader.ts) that React has hydrated the page and answers
 * taps itself. A layout effect runs inside the commit, so when a tap made React hydrate at once,
 * the signal comes while that tap is still being dispatched, and the loader leaves it to React.
 */
export function PageLive() {
  useLayoutEffect(() => {
    document.dispatchEvent(new Event(PAGE_LIVE_EVENT));
  }, []);
  return null;
}
