import { siteContent } from './index';

/**
 * The words of the error views, which are client components outside any page (the root error
 * boundary replaces the layout): `npm run art` writes them to app/error-text.json before each
 * build, and the views import that file.
 */
export const CLIENT_TEXT_FILE = 'app/error-text.json';

export function clientText() {
  const { lang, site } = siteContent();
  return { lang, error: site.error };
}

export type ClientText = ReturnType<typeof clientText>;
