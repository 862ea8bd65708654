type PercentBarProps = { label: string; value: number; className?: string };
type PercentListProps = { items: { label: string; value: number }[] };

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

/** A list of labelled shares, one bar each (network industries, job skill matches). */
export function PercentList({ items }: PercentListProps) {
  return (
    <ul className="mt-2 space-y-3">
      {items.map(({ label, value }) => (
        <li key={label}>
          <PercentBar label={label} value={value} />
        </li>
      ))}
    </ul>
  );
}
