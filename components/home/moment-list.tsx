import { memo } from 'react';
import { IconBadge } from '@/components/ui/icon-badge';
import type { WaifuMoment } from '@/data/home';

const wrap = 'min-w-0 break-words [overflow-wrap:anywhere]';

const MomentItem = memo(function MomentItem({ moment }: { moment: WaifuMoment }) {
  const initial = Array.from(moment.author)[0]?.toUpperCase() ?? '?';
  return (
    <li className="flex gap-3 border-t border-line px-4 py-3 first:border-t-0">
      <IconBadge tone="bg-accent-soft font-semibold text-accent">{initial}</IconBadge>
      <div className="min-w-0 flex-1">
        <p className="text-sm">
          <span className={`${wrap} font-semibold text-ink`}>{moment.author}</span>
          <span className="text-muted"> · {moment.time}</span>
        </p>
        <p className={`${wrap} mt-1 text-sm leading-relaxed text-ink`}>{moment.text}</p>
      </div>
    </li>
  );
});

/** Rendered as text only: whatever a visitor typed can never become markup. */
export function MomentList({ moments, empty }: { moments: WaifuMoment[]; empty: string }) {
  if (moments.length === 0) {
    return <p className="px-4 pb-4 text-sm text-muted">{empty}</p>;
  }
  return (
    <ol className="pb-1">
      {moments.map((moment) => (
        <MomentItem key={moment.id} moment={moment} />
      ))}
    </ol>
  );
}
