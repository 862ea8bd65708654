// @ts-check
/**
 * `<html lang dir>` for a translation's pages. The root layout writes the base language's: it
 * cannot know which language's segment is below it. Through the tokenizer, like every rewrite.
 */
import { rewriteHtml } from './html.mjs';

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
 * The page with the language script (components/shell/language-script.ts) just before its language
 * switcher, the element marked `data-language-switcher`; a page without one is left as it is.
 * @param {string} html
 * @param {string} script
 */
export function withLanguageScript(html, script) {
  return rewriteHtml(html, {
    startTag(token, raw) {
      if (!token.attrs.some((attr) => attr.name === 'data-language-switcher')) return undefined;
      return `<script>${script}</script>${raw}`;
    },
  });
}
