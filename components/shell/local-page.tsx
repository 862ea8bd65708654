import type { Route } from '@/data/routes';
import { localPath, pageLanguage, siteContent, siteLanguages } from '@/lib/content';
import { LanguageOffer } from './language-offer';

/**
 * A route's page in the language being made. Where the site has translations: the offer (base
 * pages only, shown by the script to a browser that prefers a translation) above the page, each
 * line going to this route in its language with a full load. The switcher is the footer's.
 */
export function LocalPage({ route, children }: { route: Route; children: React.ReactNode }) {
  const languages = siteLanguages();
  if (languages.length < 2) return children;
  const current = pageLanguage();
  const links = languages.map((language) => ({
    ...language,
    href: localPath(route, language),
    words: siteContent(language.tag).site.languages,
  }));
  return (
    <>
      {current.segment === '' ? (
        <LanguageOffer base={current.tag} offers={links.filter((link) => link !== links[0])} />
      ) : null}
      {children}
    </>
  );
}
