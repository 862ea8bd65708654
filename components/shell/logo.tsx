import { localPath } from '@/lib/content';
import Link from 'next/link';

/** The brand mark; its tagline is a CSS tooltip on hover and on keyboard focus. */
export function Logo({
  homeLabel,
  brandMark,
  tagline,
}: {
  /** The link's name for screen readers ("LewdIn home"), from the content file. */
  homeLabel: string;
  brandMark: string;
  tagline: string;
}) {
  return (
    <div className="group relative shrink-0">
      <Link
        href={localPath('/')}
        prefetch={false}
        aria-describedby="logo-tagline"
        className="flex size-10 items-center justify-center rounded-md bg-brand text-base font-semibold text-on-brand"
      >
        <span aria-hidden="true" data-testid="brand-mark">
          {brandMark}
        </span>
        <span className="sr-only">{homeLabel}</span>
      </Link>
      <span
        role="tooltip"
        id="logo-tagline"
        className="pointer-events-none invisible absolute start-0 top-full z-50 mt-2 w-max max-w-[14rem] rounded-md bg-ink px-3 py-1.5 text-xs text-surface opacity-0 shadow-lg transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100 motion-reduce:transition-none"
      >
        {tagline}
      </span>
    </div>
  );
}
