import { memo } from 'react';
import { clsx } from 'clsx';
import { Icon } from '@/components/ui/icon';
import { IconBadge } from '@/components/ui/icon-badge';
import { buttonClass, buttonVariants } from '@/components/ui/styles';
import type { WaifuMoment } from '@/data/home';
import { brandValues, fill, initialOf, type MomentShareProps } from '@/lib/moment-card/text';
import { useMomentShare } from './moment-share/use-moment-share';

const wrap = 'min-w-0 break-words [overflow-wrap:anywhere]';

type OnShare = (moment: WaifuMoment, from: HTMLElement) => void;

const MomentItem = memo(function MomentItem({
  moment,
  share,
  onShare,
}: {
  moment: WaifuMoment;
  share: MomentShareProps;
  onShare: OnShare;
}) {
  return (
    <li className="flex gap-3 border-t border-line px-4 py-3 first:border-t-0">
      <IconBadge tone="bg-accent-soft font-semibold text-accent">
        {initialOf(moment.author)}
      </IconBadge>
      <div className="min-w-0 flex-1">
        <p className="text-sm">
          <span className={`${wrap} font-semibold text-ink`}>{moment.author}</span>
          <span className="text-muted"> · {moment.time}</span>
        </p>
        <p className={`${wrap} mt-1 text-sm leading-relaxed text-ink`}>{moment.text}</p>
        <button
          type="button"
          aria-label={fill(share.text.controlLabel, brandValues(share.brand, moment.author))}
          onClick={(event) => onShare(moment, event.currentTarget)}
          className={clsx(buttonClass, buttonVariants.ghost, '-ms-3 mt-1')}
        >
          <Icon name="share-2" className="size-4" />
          {share.text.control}
        </button>
      </div>
    </li>
  );
});

type MomentListProps = { moments: WaifuMoment[]; empty: string; share: MomentShareProps };

/** Rendered as text only: whatever a visitor typed can never become markup. */
export function MomentList({ moments, empty, share }: MomentListProps) {
  const { open, dialog } = useMomentShare(share);
  return (
    <>
      {moments.length === 0 ? (
        <p className="px-4 pb-4 text-sm text-muted">{empty}</p>
      ) : (
        <ol className="pb-1">
          {moments.map((moment) => (
            <MomentItem key={moment.id} moment={moment} share={share} onShare={open} />
          ))}
        </ol>
      )}
      {dialog}
    </>
  );
}
