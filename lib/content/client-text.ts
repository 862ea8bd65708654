import { localPath, siteContent, siteLanguages } from './index';

/**
 * The words of the error views, which are client components outside any page (the root error
 * boundary replaces the layout): `npm run art` writes them to app/error-text.json before each
 * build, and the views import that file. One entry per language, the base's first: a view takes
 * the one its page's `<html lang>` names.
 */
export const CLIENT_TEXT_FILE = 'app/error-text.json';

export function clientText() {
  return siteLanguages().map((language) => ({
    lang: language.tag,
    home: localPath('/', language),
    error: siteContent(language.tag).site.error,
  }));
}

export type ClientText = ReturnType<typeof clientText>;
