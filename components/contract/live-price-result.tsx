import { ExternalLink } from '@/components/ui/external-link';
import { fill } from '@/lib/fill';
import type { MarketView } from '@/lib/market/format';
import type { Content } from '@/lib/content';

export type LivePriceText = Content['contract']['livePrice'] & { newTab: string };

type LivePriceResultProps = { view: MarketView; text: LivePriceText };

const valueClass = 'text-base font-semibold tabular-nums text-ink';

/**
 * One answer of the live price: the numbers, each "unavailable" where the source sent none or
 * nonsense; or, in words, no market yet, or neither source answering. Every string here is the
 * content's or made by Intl from a checked number: nothing from a response is shown as it came.
 */
export function LivePriceResult({ view, text }: LivePriceResultProps) {
  if (view.kind !== 'market') {
    return (
      <p className="mt-4 text-sm text-ink">
        {view.kind === 'none' ? text.notTrading : text.failed}
      </p>
    );
  }
  const unavailable = <span className="text-base font-normal text-muted">{text.unavailable}</span>;
  const rows: [string, React.ReactNode][] = [
    [
      text.price,
      view.price ? (
        <>
          <span aria-hidden="true">{view.price.text}</span>
          <span className="sr-only">{view.price.spoken}</span>
        </>
      ) : null,
    ],
    [view.cap.fdv ? text.fdv : text.marketCap, view.cap.value],
    [
      text.change,
      view.change ? (
        <>
          {view.change.arrow ? <span aria-hidden="true">{view.change.arrow} </span> : null}
          {view.change.text}
        </>
      ) : null,
    ],
    [text.liquidity, view.liquidity],
    [text.volume, view.volume],
  ];
  return (
    <div className="mt-4">
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{label}</dt>
            <dd className={valueClass}>{value ?? unavailable}</dd>
          </div>
        ))}
      </dl>
      {view.bondingCurve ? <p className="mt-3 text-sm text-ink">{text.bondingCurve}</p> : null}
      <p className="mt-3 flex flex-wrap gap-x-3 text-xs text-muted">
        <span>{fill(view.kept ? text.kept : text.fetched, { time: view.time })}</span>
        <ExternalLink
          href={view.pairUrl}
          className="font-semibold text-brand underline underline-offset-2"
        >
          {fill(text.source, { source: view.source })}
          <span className="sr-only"> {text.newTab}</span>
        </ExternalLink>
      </p>
    </div>
  );
}
