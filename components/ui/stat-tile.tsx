import { cn } from '@/lib/cn';
import { formatCount } from '@/lib/format-count';

type StatTileProps = { value: string | number; label: string; className?: string };

/**
 * One figure with its caption; use inside a <dl>. The label comes first for screen readers.
 * A number is written as a grouped count (12,345); a string is shown as given ("69K+").
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
        {typeof value === 'number' ? formatCount(value) : value}
      </dd>
    </div>
  );
}
