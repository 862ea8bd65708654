/**
 * `<html lang dir>` for a translation's pages. The root layout writes the base language's: it
 * cannot know which language's segment is below it. Through the tokenizer, like every rewrite.
 */
import { rewriteHtml, scanHtml } from './html';

export type PageLanguage = { segment: string; tag: string; dir: string };

/**
 * The translation an exported file belongs to (`ja.html`, `ja/network.html`), or null for the base
 * language's. `file` is '/'-separated, relative to out/.
 */
export function languageOfFile(file: string, languages: PageLanguage[]): PageLanguage | null {
  const first = file.replace(/\.html$/, '').split('/')[0];
  return languages.find((language) => language.segment && language.segment === first) ?? null;
}

const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The page with its <html> element's lang and dir set, every other attribute kept.
 */
export function withDocumentLanguage(
  html: string,
  { tag, dir }: Pick<PageLanguage, 'tag' | 'dir'>,
): string {
  return rewriteHtml(html, {
    startTag(token) {
      if (token.tagName !== 'html') return undefined;
      const kept = token.attrs.filter((attr) => attr.name !== 'lang' && attr.name !== 'dir');
      const attrs = [...kept, { name: 'lang', value: tag }, { name: 'dir', value: dir }];
      return `<html ${attrs.map((attr) => `${attr.name}="${escape(attr.value)}"`).join(' ')}>`;
    },
  });
}

/**
 * The page with the language script (components/shell/language-script.ts) right after its <main>,
 * where the page has a language switcher (marked `data-language-switcher`): a child of <body>, which
 * React's hydration passes over (a node inside <main> would not match), and before the footer that
 * first paint waits for, so the offer never moves the page.
 */
export function withLanguageScript(html: string, script: string): string {
  let switcher = false;
  scanHtml(html, {
    startTag(token) {
      if (token.attrs.some((attr) => attr.name === 'data-language-switcher')) switcher = true;
    },
  });
  if (!switcher) return html;
  return rewriteHtml(html, {
    endTag(token, raw) {
      return token.tagName === 'main' ? `${raw}<script>${script}</script>` : undefined;
    },
  });
}
