'use client';

import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';

type NavLinkProps = Omit<React.ComponentProps<typeof Link>, 'href' | 'prefetch'> & {
  href: string;
  /** Current only on this very path (home's `/` or `/ja`), not below it. */
  exact?: boolean;
};

/**
 * The only client part of the nav: it marks the current route, which changes without a reload.
 * It prefetches on intent (hover or focus) rather than for every link in view, so a first visit
 * on a phone does not fetch all six routes' data up front.
 */
export function NavLink({ href, exact = false, ...props }: NavLinkProps) {
  const pathname = usePathname();
  const router = useRouter();
  const current = exact ? pathname === href : pathname.startsWith(href);
  const prefetch = () => router.prefetch(href);
  return (
    <Link
      href={href}
      prefetch={false}
      aria-current={current ? 'page' : undefined}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      {...props}
    />
  );
}
