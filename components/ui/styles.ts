// Class strings shared by the server primitives (Card, Button) and the client islands. Islands
// compose them with clsx alone: cn() brings tailwind-merge (~8 kB gzip) into the page's JavaScript.

export const cardClass = 'rounded-lg border border-line bg-surface shadow-sm';

export const buttonClass =
  'inline-flex min-h-9 items-center justify-center gap-1.5 rounded-full px-4 py-1.5 text-sm font-semibold transition-colors active:scale-[0.98] motion-reduce:transition-none motion-reduce:active:scale-100';

export const buttonVariants = {
  primary: 'bg-brand text-on-brand hover:bg-brand-dark active:bg-brand-dark',
  outline: 'border border-brand text-brand hover:bg-brand-soft active:bg-brand-soft',
  ghost: 'text-muted hover:bg-canvas hover:text-ink active:bg-line',
  done: 'border border-success bg-success text-on-success',
} as const;
