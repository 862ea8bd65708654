/**
 * The page's image preloads as a `Link` response header, for the per-page rules in out/_headers.
 * In the HTML, a phone finds the overlay's mascot only once the head has arrived and been scanned;
 * on the phone profile that was 80-130 ms after the first bytes, by which time the chunks were
 * being asked for too and the mascot shared the link with them, painting up to 160 ms after the
 * first paint (docs/performance.md). Sent with the response headers, the request starts a round
 * trip earlier, alone; Cloudflare Pages also sends it ahead of the page as a 103 Early Hint.
 * Hosts that ignore _headers (Vercel, GitHub Pages, S3) keep the preload in the HTML.
 */
import { attribute, scanHtml } from './html';

/**
 * A quoted-string parameter (RFC 8288): the sizes list has commas and spaces, and the values the
 * build writes have neither quotes nor backslashes, which it refuses rather than escapes.
 */
function quoted(name: string, value: string): string {
  if (/["\\\r\n]/.test(value))
    throw new Error(`cannot send ${name} ${JSON.stringify(value)} in a Link header`);
  return `${name}="${value}"`;
}

/**
 * The URL a browser that reads no `imagesrcset` in a header should fetch: the largest candidate,
 * which is the `<img>`'s own `src` and what a dense phone's screen picks.
 */
function largestCandidate(srcSet: string): string | undefined {
  const candidates = srcSet.split(',').map((candidate) => {
    const [url, descriptor = ''] = candidate.trim().split(/\s+/);
    return { url, width: Number.parseInt(descriptor, 10) || 0 };
  });
  return candidates.reduce((best, next) => (next.width > best.width ? next : best)).url;
}

/** The `Link` header value preloading the page's `<link rel=preload as=image>`s, or null. */
export function imagePreloadHeader(html: string): string | null {
  const links: string[] = [];
  scanHtml(html, {
    startTag(tag) {
      if (tag.tagName !== 'link' || attribute(tag, 'rel') !== 'preload') return;
      if (attribute(tag, 'as') !== 'image') return;
      const srcSet = attribute(tag, 'imagesrcset');
      const href = attribute(tag, 'href') ?? (srcSet ? largestCandidate(srcSet) : undefined);
      if (!href) return;
      const parts = [`<${href}>`, 'rel=preload', 'as=image'];
      if (srcSet) parts.push(quoted('imagesrcset', srcSet));
      const sizes = attribute(tag, 'imagesizes');
      if (srcSet && sizes) parts.push(quoted('imagesizes', sizes));
      const priority = attribute(tag, 'fetchpriority');
      if (priority) parts.push(`fetchpriority=${priority}`);
      links.push(parts.join('; '));
    },
  });
  return links.length ? links.join(', ') : null;
}
