import { clsx } from 'clsx';

const sizes = { sm: 'size-8', md: 'size-10' } as const;

type IconBadgeProps = {
  /** Background and text colour, e.g. 'bg-brand-soft text-brand'. */
  tone: string;
  size?: keyof typeof sizes;
  className?: string;
  children: React.ReactNode;
};

/**
 * The round, decorative marker beside a list item (an icon or an initial). Hidden from screen
 * readers: the item's text says what it is. clsx, not cn, so islands can use it without
 * shipping tailwind-merge.
 */
export function IconBadge({ tone, size = 'md', className, children }: IconBadgeProps) {
  return (
    <span
      aria-hidden="true"
      className={clsx(
        'flex shrink-0 items-center justify-center rounded-full',
        sizes[size],
        tone,
        className,
      )}
    >
      {children}
    </span>
  );
}
