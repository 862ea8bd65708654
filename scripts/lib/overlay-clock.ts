/**
 * Writes the overlay clock (components/shell/overlay-clock.ts) into a page right after its loading
 * overlay, the element with the class `loading-overlay`: a child of <body>, which React's
 * hydration passes over. Returns the page unchanged when it has no overlay.
 */
import { attribute, rewriteHtml, type Tag } from './html';

const isOverlay = (tag: Tag) =>
  (attribute(tag, 'class') ?? '').split(/\s+/).includes('loading-overlay');

export function withOverlayClock(html: string, script: string): string {
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
