import { cn } from '@/lib/cn';
import { siteContent } from '@/lib/content';
import { formatCount } from '@/lib/format-count';

type StatTileProps = { value: string | number; label: string; className?: string };

/**
 * One figure with its caption; use inside a <dl>. The label comes first for screen readers.
 * A number is written as a count in the page's language (12,345), on the server; a string is
 * shown as given ("69K+").
 */
export function StatTile({ value, label, className }: StatTileProps) {
  return (
    <div
      className={cn(
        'flex min-w-0 flex-col-reverse rounded-lg bg-canvas p-3 text-center',
        className,
      )}
    >
      <dt className="break-words text-xs text-muted">{label}</dt>
      <dd className="text-2xl font-bold tabular-nums text-brand">
        {typeof value === 'number' ? formatCount(value, siteContent().lang) : value}
      </dd>
    </div>
  );
}
