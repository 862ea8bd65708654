type PercentBarProps = { label: string; value: number; className?: string };

/** A labelled share or score: the text carries the value, the bar only draws it. */
export function PercentBar({ label, value, className }: PercentBarProps) {
  return (
    <div className={className}>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="min-w-0 break-words">{label}</span>
        <span className="font-semibold tabular-nums">{value}%</span>
      </div>
      <div aria-hidden="true" className="mt-1.5 h-2 overflow-hidden rounded-full bg-line">
        <div className="h-full rounded-full bg-brand" style={{ width: `${value}%` }} />
      </div>
    </div>
  );
}
