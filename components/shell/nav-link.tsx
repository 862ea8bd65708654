'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';

type NavLinkProps = Omit<React.ComponentProps<typeof Link>, 'href'> & { href: string };

/** The only client part of the nav: it marks the current route, which changes without a reload. */
export function NavLink({ href, ...props }: NavLinkProps) {
  const pathname = usePathname();
  const current = href === '/' ? pathname === '/' : pathname.startsWith(href);
  return <Link href={href} aria-current={current ? 'page' : undefined} {...props} />;
}
