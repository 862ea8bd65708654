import { ExternalLink } from '@/components/ui/external-link';
import { fillNodes } from '@/components/ui/fill-nodes';
import { Icon } from '@/components/ui/icon';
import { IconBadge } from '@/components/ui/icon-badge';
import { fill } from '@/lib/fill';
import { ago, formatAmount, formatUsd, shortAddress, type TradesOutcome } from '@/lib/trades';
import type { Trade } from '@/lib/trades/trades';
import type { TradesQuery } from '@/lib/trades/query';
import type { Content } from '@/lib/content';

export type TradesText = Content['contract']['trades'] & { newTab: string };

type TradesResultProps = {
  outcome: TradesOutcome;
  query: TradesQuery;
  lang: string;
  text: TradesText;
  /** /contract lists them; /notifications shows each as a notification. */
  layout: 'list' | 'notifications';
};

const side = {
  buy: { icon: 'trending-up', tone: 'bg-brand-soft text-brand' },
  sell: { icon: 'trending-down', tone: 'bg-canvas text-muted' },
} as const;

/**
 * One answer of the latest trades: each trade in words (buy or sell, never by colour alone), its
 * amounts as the answer gave them (formatted, never computed), its trader linked on the explorer
 * and its time ago; or, in words, why there are none. Nothing from the response becomes markup.
 */
export function TradesResult({ outcome, query, lang, text, layout }: TradesResultProps) {
  if (outcome.kind === 'failed') {
    return <p className="mt-3 text-sm text-ink">{text[outcome.reason]}</p>;
  }
  const { fetchedAt } = outcome;
  const sentence = (trade: Trade) =>
    fillNodes(trade.kind === 'buy' ? text.bought : text.sold, {
      trader: trade.trader ? (
        <ExternalLink
          href={query.accountUrl.replace('{account}', trade.trader)}
          aria-label={`${fill(text.trader, { account: trade.trader, explorer: query.explorer })} ${text.newTab}`}
          className="font-mono font-semibold text-brand underline underline-offset-2"
        >
          {shortAddress(trade.trader)}
        </ExternalLink>
      ) : (
        text.someone
      ),
      amount: trade.amount ? (
        <data value={trade.amount}>{formatAmount(trade.amount, lang)}</data>
      ) : (
        text.unavailable
      ),
      usd: trade.usd ? (
        <data value={trade.usd}>{formatUsd(trade.usd, lang)}</data>
      ) : (
        text.unavailable
      ),
      time:
        trade.at === null ? (
          text.sometime
        ) : (
          <time dateTime={new Date(trade.at).toISOString()}>{ago(trade.at, fetchedAt, lang)}</time>
        ),
    });
  const fetched = fill(text.fetched, {
    time: new Intl.DateTimeFormat(lang, { timeStyle: 'medium' }).format(fetchedAt),
  });
  return (
    <div className="mt-3">
      <ol className={layout === 'list' ? 'space-y-2' : 'divide-y divide-line'}>
        {outcome.trades.map((trade) => (
          <li
            key={trade.id}
            className={layout === 'list' ? 'flex gap-2 text-sm' : 'flex gap-3 py-3 text-sm'}
          >
            {layout === 'list' ? (
              <span
                className={`shrink-0 rounded px-1.5 text-xs font-semibold leading-5 ${side[trade.kind].tone}`}
              >
                {trade.kind === 'buy' ? text.buy : text.sell}
              </span>
            ) : (
              <IconBadge tone={side[trade.kind].tone}>
                <Icon name={side[trade.kind].icon} className="size-5" />
              </IconBadge>
            )}
            <p className="min-w-0 break-words text-ink">{sentence(trade)}</p>
          </li>
        ))}
      </ol>
      <p className="mt-3 text-xs text-muted">{fetched}</p>
    </div>
  );
}
