'use client';

import { Icon } from '@/components/ui/icon';
import { buttonClass, buttonVariants } from '@/components/ui/styles';
import { LivePriceResult, type LivePriceText } from '@/components/contract/live-price-result';
import type { MarketView } from '@/lib/market/format';
import type { MarketQuery } from '@/lib/market/query';
import { useOnRequest } from './use-on-request';

type LivePriceProps = {
  /** Where to ask, fixed at build time (siteConfig().livePrice). */
  query: MarketQuery;
  /** The content's language: the numbers and the time are written in it. */
  lang: string;
  text: LivePriceText;
};

const FAILED: MarketView = { kind: 'failed' };

/**
 * The live price, on request: nothing is asked of any API, and none of the code that asks is
 * loaded, until the visitor presses. The button keeps focus while it asks (aria-busy, not
 * disabled, which would drop focus), and the answer is announced politely.
 */
export function LivePrice({ query, lang, text }: LivePriceProps) {
  // The chunk not loading is as good as neither source answering.
  const {
    busy,
    answer: view,
    key,
    ask,
  } = useOnRequest<MarketView>(async () => {
    const market = await import('@/lib/market');
    return market.marketView(await market.ask(query), lang);
  }, FAILED);

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
        {view ? <LivePriceResult key={key} view={view} text={text} /> : null}
      </div>
    </div>
  );
}
