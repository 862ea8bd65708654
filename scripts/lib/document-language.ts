// @ts-check
/**
 * `<html lang dir>` for a translation's pages. The root layout writes the base language's: it
 * cannot know which language's segment is below it. Through the tokenizer, like every rewrite.
 */
import { rewriteHtml, scanHtml } from './html.mjs';

/** @typedef {{ segment: string, tag: string, dir: string }} PageLanguage */

/**
 * The translation an exported file belongs to (`ja.html`, `ja/network.html`), or null for the base
 * language's.
 * @param {string} file '/'-separated, relative to out/
 * @param {PageLanguage[]} languages
 */
export function languageOfFile(file, languages) {
  const first = file.replace(/\.html$/, '').split('/')[0];
  return languages.find((language) => language.segment && language.segment === first) ?? null;
}

const escape = (/** @type {string} */ value) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The page with its <html> element's lang and dir set, every other attribute kept.
 * @param {string} html
 * @param {{ tag: string, dir: string }} language
 */
export function withDocumentLanguage(html, { tag, dir }) {
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
 * @param {string} html
 * @param {string} script
 */
export function withLanguageScript(html, script) {
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
