'use client';

import { useRef, useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { buttonClass, buttonVariants } from '@/components/ui/styles';
import { LivePriceResult, type LivePriceText } from '@/components/contract/live-price-result';
import type { MarketView } from '@/lib/market/format';
import type { MarketQuery } from '@/lib/market/query';

type LivePriceProps = {
  /** Where to ask, fixed at build time (siteConfig.livePrice). */
  query: MarketQuery;
  /** The content's language: the numbers and the time are written in it. */
  lang: string;
  text: LivePriceText;
};

/**
 * The live price, on request: nothing is asked of any API, and none of the code that asks is
 * loaded, until the visitor presses. The button keeps focus while it asks (aria-busy, not
 * disabled, which would drop focus), and the answer is announced politely.
 */
export function LivePrice({ query, lang, text }: LivePriceProps) {
  const [busy, setBusy] = useState(false);
  const [view, setView] = useState<MarketView | null>(null);
  // A new key each answer: the region's content is replaced, so the same answer is read again.
  const [answers, setAnswers] = useState(0);
  const asking = useRef(false);

  const ask = async () => {
    if (asking.current) return;
    asking.current = true;
    setBusy(true);
    let next: MarketView;
    try {
      const market = await import('@/lib/market');
      next = market.marketView(await market.ask(query), lang);
    } catch {
      // The chunk itself did not load: as good as neither source answering.
      next = { kind: 'failed' };
    }
    asking.current = false;
    setView(next);
    setAnswers((n) => n + 1);
    setBusy(false);
  };

  return (
    <div className="rounded-md border border-line bg-canvas p-4 sm:p-5">
      <div className="flex flex-wrap items-center gap-3">
        <Icon name="coins" className="size-6 shrink-0 text-brand" />
        <p className="min-w-0 flex-1 basis-56 text-sm text-muted">{text.note}</p>
        <button
          type="button"
          onClick={ask}
          aria-busy={busy}
          aria-disabled={busy || undefined}
          className={`${buttonClass} ${buttonVariants.primary} min-h-10 px-5`}
        >
          {busy ? text.busy : view?.kind === 'failed' ? text.tryAgain : text.button}
        </button>
      </div>
      <div role="status" aria-live="polite">
        {view ? <LivePriceResult key={answers} view={view} text={text} /> : null}
      </div>
    </div>
  );
}
