import { cn } from '@/lib/cn';

type ProgressBarProps = {
  value: number;
  label: string;
  className?: string;
  barClassName?: string;
};

/** A static progress bar: the value is fixed at render time, so it needs no JavaScript. */
export function ProgressBar({ value, label, className, barClassName }: ProgressBarProps) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-line', className)}
    >
      <div
        className={cn('h-full rounded-full bg-brand', barClassName)}
        style={{ width: `${value}%` }}
      />
    </div>
  );
}
