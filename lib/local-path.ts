/** A route of this site in the language whose pages are under `segment`: `/network` → `/ja/network`. */
export function pathInLanguage(route: string, segment: string): string {
  if (!segment) return route;
  return route === '/' ? `/${segment}` : `/${segment}${route}`;
}
