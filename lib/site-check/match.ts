/**
 * Whether a website a listing names is this site: the rules of issue 74, and nothing looser.
 * - The same host, `www.` and a trailing slash ignored, on the same port.
 * - Our host as a subdomain of the listed one only within one registrable domain, by the Public
 *   Suffix List, private section included: `github.io`, `pages.dev` and `netlify.app` are
 *   suffixes, so `a.github.io` is not `b.github.io`, and a listed suffix matches nothing.
 * - A listed path at or above our base path, segment by segment.
 * - `http` listed for an `https` page counts, and says so.
 * Anything else is another site: a host one character off, another top-level domain, our host
 * under someone else's, a listed host under ours.
 */
import { getDomain } from 'tldts';

/** The page's own address: `location.origin` and the build's base path. */
export type Here = { origin: string; basePath: string };

export type Match = { kind: 'this'; http: boolean } | { kind: 'other'; host: string };

const withoutWww = (host: string) => host.replace(/^www\./, '');
const withoutSlash = (path: string) => path.replace(/\/+$/, '');

/** The listed address as a URL: a bare host ("example.com") is read as https. */
function parse(listed: string): URL | null {
  for (const candidate of [listed, `https://${listed}`]) {
    try {
      const url = new URL(candidate.trim());
      if (url.hostname) return url;
    } catch {}
  }
  return null;
}

const domainOf = (host: string) => getDomain(host, { allowPrivateDomains: true });

function sameSite(ours: string, listed: string): boolean {
  if (ours === listed) return true;
  if (!ours.endsWith(`.${listed}`)) return false;
  const domain = domainOf(listed);
  return domain !== null && domain === domainOf(ours);
}

function atOrAbove(listedPath: string, basePath: string): boolean {
  const listed = withoutSlash(listedPath);
  const base = withoutSlash(basePath);
  return listed === '' || listed === base || base.startsWith(`${listed}/`);
}

/** What one listed website is to this page; null for a listing that names no address at all. */
export function matchSite(listed: string, here: Here): Match | null {
  const url = parse(listed);
  if (!url) return null;
  const page = new URL(here.origin);
  const web = url.protocol === 'http:' || url.protocol === 'https:';
  if (
    web &&
    url.port === page.port &&
    sameSite(withoutWww(page.hostname), withoutWww(url.hostname)) &&
    atOrAbove(url.pathname, here.basePath)
  ) {
    return { kind: 'this', http: url.protocol === 'http:' && page.protocol === 'https:' };
  }
  return { kind: 'other', host: url.host };
}
