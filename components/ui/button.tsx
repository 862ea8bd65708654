import { cn } from '@/lib/cn';

const variants = {
  primary: 'bg-brand text-white hover:bg-brand-dark active:bg-brand-dark',
  outline: 'border border-brand text-brand hover:bg-brand-soft active:bg-brand-soft',
  ghost: 'text-muted hover:bg-canvas hover:text-ink active:bg-line',
} as const;

type ButtonProps = React.ComponentProps<'button'> & { variant?: keyof typeof variants };

/** Pill button; server-renderable, so a button that "does nothing" costs no JavaScript. */
export function Button({ variant = 'outline', type = 'button', className, ...props }: ButtonProps) {
  return (
    <button
      {...props}
      type={type}
      className={cn(
        'inline-flex min-h-9 items-center justify-center gap-1.5 rounded-full px-4 py-1.5',
        'text-sm font-semibold transition-colors active:scale-[0.98] disabled:opacity-60',
        'motion-reduce:transition-none motion-reduce:active:scale-100',
        variants[variant],
        className,
      )}
    />
  );
}
