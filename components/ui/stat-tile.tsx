import { cn } from '@/lib/cn';

type StatTileProps = { value: string; label: string; className?: string };

/** One figure with its caption; use inside a <dl>. The label comes first for screen readers. */
export function StatTile({ value, label, className }: StatTileProps) {
  return (
    <div
      className={cn(
        'flex min-w-0 flex-col-reverse rounded-lg bg-canvas p-3 text-center',
        className,
      )}
    >
      <dt className="break-words text-xs text-muted">{label}</dt>
      <dd className="text-2xl font-bold tabular-nums text-brand">{value}</dd>
    </div>
  );
}
