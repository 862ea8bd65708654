import type { ClientText } from './client-text';

/**
 * The error views' words in the document's language (`<html lang>`), else the base language's.
 * Browser-safe: the views are client components.
 */
export function errorWords(text: ClientText, lang: string | undefined): ClientText[number] {
  return text.find((entry) => entry.lang === lang) ?? text[0]!;
}
