import { Icon } from '@/components/ui/icon';
import { navItems } from '@/data/shell';
import { fill, localPath, type Content } from '@/lib/content';
import { cn } from '@/lib/cn';
import { NavLink } from './nav-link';

/** A bottom bar on phones and tablets (the networking app's own pattern), a top row from lg up. */
type MainNavProps = { text: Pick<Content['site'], 'nav' | 'mainNavLabel' | 'navBadge'> };

export function MainNav({ text }: MainNavProps) {
  return (
    <nav
      aria-label={text.mainNavLabel}
      className={cn(
        'fixed inset-x-0 bottom-0 z-40 h-bottom-nav border-t border-line bg-surface',
        'lg:static lg:h-auto lg:border-0 lg:bg-transparent',
      )}
    >
      <ul className="mx-auto flex h-full max-w-lg items-stretch justify-around lg:max-w-none lg:gap-1">
        {navItems.map(({ key, href, icon, badge }) => (
          <li key={href} className="flex flex-1 lg:flex-none">
            <NavLink
              href={localPath(href)}
              exact={key === 'home'}
              className={cn(
                'relative flex w-full flex-col items-center justify-center gap-0.5 px-2 text-muted',
                'hover:text-ink aria-[current=page]:text-ink lg:h-header lg:min-w-[4.5rem]',
                'after:absolute after:inset-x-2 after:bottom-0 after:h-0.5 after:rounded-full',
                'aria-[current=page]:after:bg-ink',
              )}
            >
              <span className="relative">
                <Icon name={icon} className="size-6 [stroke-width:1.75]" />
                {badge ? (
                  <span
                    aria-hidden="true"
                    className="absolute -end-2 -top-1 min-w-4 rounded-full bg-brand px-1 text-center text-xs leading-4 text-on-brand"
                  >
                    {badge}
                  </span>
                ) : null}
              </span>
              <span className="sr-only text-xs sm:not-sr-only">
                {text.nav[key]}
                {badge ? (
                  <span className="sr-only"> {fill(text.navBadge, { count: badge })}</span>
                ) : null}
              </span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
