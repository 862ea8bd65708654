/**
 * The content the build read (content/lewdin.yaml, or NEXT_PUBLIC_CONTENT), with the brand's
 * placeholders filled: browser tests take every expected word from here, so a team that rewrites
 * every sentence keeps them green.
 */
import type { Page } from '@playwright/test';
import { counted, fill, siteContent } from '../../lib/content';

export const content = siteContent();
export { counted, fill };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A name that starts with `text`: a button whose visible word its accessible name begins with. */
export const startsWith = (text: string) => new RegExp(`^${escape(text)}`);

/** The sentence the composer posts for these fields, in the content's words and plural forms. */
export function momentSentence(fields: {
  name: string;
  skill: string;
  excuse: string;
  waifus: number;
  art: number;
}): string {
  const { composer } = content.home;
  return fill(composer.summary, {
    name: fields.name,
    skill: fields.skill,
    excuse: fields.excuse,
    waifus: counted(composer.waifusCount, fields.waifus),
    art: counted(composer.artCount, fields.art),
  });
}

/** The main navigation, by the name the content gives it. */
export const mainNav = (page: Page) =>
  page.getByRole('navigation', { name: content.site.mainNavLabel });

/** A link in the main navigation, by its whole name ("Me" is not "Messaging"). */
export const navLink = (page: Page, name: string) =>
  mainNav(page).getByRole('link', { name, exact: true });
