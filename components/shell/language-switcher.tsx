import { asset } from '@/lib/asset';
import { pathInLanguage } from '@/lib/local-path';

export type SwitcherLanguage = { tag: string; segment: string; dir: 'ltr' | 'rtl'; name: string };

/**
 * Every language, each named in itself: in the footer. Plain links, not the router's: a full load,
 * so `<html lang dir>` and every word follow. Each is written as its language's home (the layout
 * cannot know the route); the language script (./language-script.ts) points them all at the page
 * on screen as a visitor reaches for one, so they follow the shell's navigations with no island.
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
  return (
    <nav aria-label={label} data-language-switcher="" className="mt-4">
      <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm">
        {languages.map((language) => (
          <li key={language.tag}>
            <a
              href={asset(pathInLanguage('/', language.segment))}
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
