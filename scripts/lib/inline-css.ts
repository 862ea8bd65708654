/**
 * Puts each page's stylesheet in the page. On a phone (150 ms a round trip, 1.6 Mbps) the
 * stylesheet Next links cost a round trip after the HTML before anything could paint; in the page
 * it costs its bytes only (about 5.6 KB gzip), and the first paint and hydration both came about
 * 0.2 s earlier (docs/performance.md, issue 23).
 *
 * Next writes `<link rel="stylesheet" href="…css" data-precedence="next">`. This writes the CSS in
 * a `<style data-href>` where the link was, and keeps the link `disabled`: browsers neither fetch
 * nor apply a disabled stylesheet (the `<style>` applies to every medium, print included). The link
 * stays as a marker for the runtime: React adopts a stylesheet it finds as
 * `link[rel=stylesheet][href=…]` and counts it loaded (without one it would add a new link on
 * hydration and fetch the file), and Turbopack looks it up the same way before loading CSS for a
 * client-side navigation. CSP: style-src already allows inline styles (docs/security.md).
 */
import { attribute, hasAttribute, rewriteHtml, type Tag } from './html';

/** Next's own render-blocking stylesheet link. */
const isNextStylesheet = (tag: Tag) =>
  tag.tagName === 'link' &&
  attribute(tag, 'rel') === 'stylesheet' &&
  hasAttribute(tag, 'data-precedence') &&
  !hasAttribute(tag, 'media') &&
  !hasAttribute(tag, 'disabled') &&
  /\.css(\?|$)/.test(attribute(tag, 'href') ?? '');

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * Replaces each of Next's stylesheet links with the stylesheet's text, read by
 * `readStylesheet(href)`, keeping the link, disabled, as a marker. Throws when a stylesheet cannot be put in a
 * `<style>` (its text closes the element).
 */
export function inlineStylesheets(html: string, readStylesheet: (href: string) => string): string {
  return rewriteHtml(html, {
    startTag(tag) {
      if (!isNextStylesheet(tag)) return undefined;
      const href = attribute(tag, 'href') ?? '';
      const css = readStylesheet(href);
      if (/<\/style/i.test(css)) {
        throw new Error(`${href} contains "</style" and cannot be put in the page`);
      }
      const precedence = escapeAttribute(attribute(tag, 'data-precedence') ?? '');
      const quoted = escapeAttribute(href);
      return (
        `<style data-precedence="${precedence}" data-href="${quoted}">${css}</style>` +
        `<link rel="stylesheet" href="${quoted}" data-precedence="${precedence}" disabled=""/>`
      );
    },
  });
}
