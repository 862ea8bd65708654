/**
 * Writes the overlay clock (components/shell/overlay-clock.ts) into a page right after its loading
 * overlay, the element with the class `loading-overlay`: a child of <body>, which React's
 * hydration passes over. Returns the page unchanged when it has no overlay.
 */
import { attribute, rewriteHtml } from './html.mjs';

const isOverlay = (tag) => (attribute(tag, 'class') ?? '').split(/\s+/).includes('loading-overlay');

/**
 * @param {string} html
 * @param {string} script
 */
export function withOverlayClock(html, script) {
  // How many elements of the overlay's own tag are open inside it, counting itself; 0 outside.
  let depth = 0;
  let tagName = '';
  return rewriteHtml(html, {
    startTag(tag) {
      if (depth === 0 && !tagName && isOverlay(tag)) {
        tagName = tag.tagName;
        depth = 1;
      } else if (depth > 0 && tag.tagName === tagName && !tag.selfClosing) depth += 1;
      return undefined;
    },
    endTag(tag, raw) {
      if (depth === 0 || tag.tagName !== tagName) return undefined;
      depth -= 1;
      return depth === 0 ? `${raw}<script>${script}</script>` : undefined;
    },
  });
}
