/** A route of this site in the language whose pages are under `segment`: `/network` → `/ja/network`. */
export function pathInLanguage(route: string, segment: string): string {
  if (!segment) return route;
  return route === '/' ? `/${segment}` : `/${segment}${route}`;
}

/**
 * The route a page's path is of, whichever language's folder it is in: `/ja/network` → `/network`,
 * `/ja` → `/`. A path with `.html` or a trailing slash, as some hosts serve them, reads the same.
 */
export function routeOfPath(pathname: string, segments: readonly string[]): string {
  const path = pathname.replace(/\.html$/, '').replace(/(.)\/$/, '$1');
  const [, first = '', ...rest] = path.split('/');
  if (!first || !segments.includes(first)) return path || '/';
  return `/${rest.join('/')}`;
}
