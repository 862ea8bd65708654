'use client';

import { usePathname } from 'next/navigation';
import { asset } from '@/lib/asset';
import { pathInLanguage, routeOfPath } from '@/lib/local-path';

export type SwitcherLanguage = { tag: string; segment: string; dir: 'ltr' | 'rtl'; name: string };

/**
 * Every language, each named in itself, linking to the page on screen in it: in the footer, so it
 * follows the shell's navigations. Plain links, not the router's: a full load, so `<html lang dir>`
 * and every word follow.
 */
export function LanguageSwitcher({
  label,
  current,
  languages,
}: {
  label: string;
  current: string;
  languages: SwitcherLanguage[];
}) {
  const route = routeOfPath(
    usePathname(),
    languages.map((language) => language.segment),
  );
  return (
    <nav aria-label={label} data-language-switcher="" className="mt-4">
      <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm">
        {languages.map((language) => (
          <li key={language.tag}>
            <a
              href={asset(pathInLanguage(route, language.segment))}
              hrefLang={language.tag}
              lang={language.tag}
              dir={language.dir}
              data-language={language.tag}
              aria-current={language.tag === current ? 'page' : undefined}
              className={`underline-offset-2 hover:underline ${
                language.tag === current ? 'font-semibold text-ink' : 'text-brand'
              }`}
            >
              {language.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
