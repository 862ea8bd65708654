'use client';

import { useEffect, useRef, useState } from 'react';
import { buttonClass, buttonVariants } from '@/components/ui/styles';
import type { TradesResult, TradesText } from '@/components/contract/trades-result';
import type { TradesOutcome } from '@/lib/trades';
import type { TradesQuery } from '@/lib/trades/query';
import { useOnRequest } from './use-on-request';

/** A press asks at most once in this long: GeckoTerminal allows 30 asks a minute, for everyone. */
export const REFRESH_MS = 10_000;

type LatestTradesProps = {
  /** Where to ask, fixed at build time (the live price's query and the chain's explorer). */
  query: TradesQuery;
  /** The content's language: the numbers and the times are written in it. */
  lang: string;
  text: TradesText;
  layout: 'list' | 'notifications';
  className?: string;
};

type Found = { View: typeof TradesResult; outcome: TradesOutcome };

const FAILED: TradesOutcome = { kind: 'failed', reason: 'limited' };

/**
 * The latest trades, on request: nothing is asked, and none of the code that asks or shows them is
 * loaded, until the visitor presses. Nothing polls: the button then reads Refresh (or Try again)
 * and asks again, at most once in REFRESH_MS; a press sooner says so and asks nothing.
 */
export function LatestTrades({ query, lang, text, layout, className }: LatestTradesProps) {
  const { busy, answer, key, ask } = useOnRequest<Found | null>(async () => {
    const [{ askTrades }, { TradesResult }] = await Promise.all([
      import('@/lib/trades'),
      import('@/components/contract/trades-result'),
    ]);
    return { View: TradesResult, outcome: await askTrades(query) };
  }, null);
  const [waiting, setWaiting] = useState(false);
  const [nudged, setNudged] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const press = () => {
    if (busy) return;
    if (waiting) {
      setNudged(true);
      return;
    }
    setWaiting(true);
    setNudged(false);
    timer.current = setTimeout(() => {
      setWaiting(false);
      setNudged(false);
    }, REFRESH_MS);
    void ask();
  };

  const outcome = answer?.outcome ?? (key > 0 ? FAILED : null);
  const label = busy
    ? text.busy
    : outcome === null
      ? text.button
      : outcome.kind === 'trades'
        ? text.refresh
        : text.tryAgain;
  return (
    <div className={className}>
      <div className="flex flex-wrap items-center gap-3">
        <p className="min-w-0 flex-1 basis-56 text-sm text-muted">{text.note}</p>
        <button
          type="button"
          onClick={press}
          aria-busy={busy}
          aria-disabled={busy || (waiting && outcome !== null) || undefined}
          className={`${buttonClass} ${buttonVariants.primary} min-h-10 px-5`}
        >
          {label}
        </button>
      </div>
      <p aria-live="polite" className="text-xs text-muted">
        {nudged ? <span className="mt-2 block">{text.wait}</span> : null}
      </p>
      <div role="status" aria-live="polite">
        {outcome === null ? null : answer ? (
          <answer.View
            key={key}
            outcome={answer.outcome}
            query={query}
            lang={lang}
            text={text}
            layout={layout}
          />
        ) : (
          <p key={key} className="mt-3 text-sm text-ink">
            {text.limited}
          </p>
        )}
      </div>
    </div>
  );
}
