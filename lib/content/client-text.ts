import { localPath, siteContent, siteLanguages } from './index';

/**
 * The words of the error view, a client component outside any page (app/global-error.tsx
 * replaces the whole document): `npm run art` writes them to app/error-text.json before each
 * build, and the views import that file. One entry per language, the base's first: a view takes
 * the one its page's `<html lang>` names.
 */
export const CLIENT_TEXT_FILE = 'app/error-text.json';

export function clientText() {
  return siteLanguages().map((language) => ({
    lang: language.tag,
    // A string, as the view reads it back from the JSON file.
    dir: language.dir as string,
    home: localPath('/', language),
    error: siteContent(language.tag).site.error,
  }));
}

export type ClientText = ReturnType<typeof clientText>;
