import { asset } from '@/lib/asset';
import type { Language } from '@/lib/content';
import { cn } from '@/lib/cn';

type SwitcherLink = Language & { href: string };

/**
 * Every language, each named in itself, linking to this page in it. Plain links, not the router's:
 * a full load, so `<html lang dir>` and every word follow.
 */
export function LanguageSwitcher({
  label,
  current,
  links,
}: {
  label: string;
  current: string;
  links: SwitcherLink[];
}) {
  return (
    <nav aria-label={label} data-language-switcher="" className="mt-6">
      <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm">
        {links.map((link) => (
          <li key={link.tag}>
            <a
              href={asset(link.href)}
              hrefLang={link.tag}
              lang={link.tag}
              dir={link.dir}
              data-language={link.tag}
              aria-current={link.tag === current ? 'page' : undefined}
              className={cn('underline-offset-2 hover:underline', {
                'font-semibold text-ink': link.tag === current,
                'text-brand': link.tag !== current,
              })}
            >
              {link.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
