// @ts-check
/**
 * The base path, in one place: next.config.mjs and the build's scripts import this file as it is,
 * the app's TypeScript through ./base-path.ts. Plain JavaScript that imports nothing, so each of
 * them can load it without a compiler.
 */

/**
 * NEXT_PUBLIC_BASE_PATH as Next wants it: '' or '/something', no trailing slash.
 * @param {string | undefined} value
 * @returns {string}
 */
export function normaliseBasePath(value) {
  const trimmed = (value ?? '').trim().replace(/\/+$/, '');
  if (!trimmed) return '';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/**
 * Why the site URL and the base path disagree, or null when they agree. The site URL's path must be
 * the base path: the base path is where the pages and their files are served, and the site URL is
 * the address canonical links, share cards and the sitemap name, so a mismatch ships a site whose
 * scripts 404 or whose shared links point at pages that do not exist. The message names both values
 * and the ones that would agree. A site URL that does not parse is left to the https check.
 * @param {string} basePath normalised (see normaliseBasePath)
 * @param {string} siteUrl NEXT_PUBLIC_SITE_URL
 * @returns {string | null}
 */
export function basePathMismatch(basePath, siteUrl) {
  let url;
  try {
    url = new URL(siteUrl);
  } catch {
    return null;
  }
  let pathname = url.pathname;
  try {
    pathname = decodeURI(pathname);
  } catch {
    // A malformed escape: compare the path as written.
  }
  const sitePath = normaliseBasePath(pathname);
  if (sitePath === basePath) return null;
  const setBasePath = sitePath
    ? `NEXT_PUBLIC_BASE_PATH=${sitePath}`
    : 'NEXT_PUBLIC_BASE_PATH empty';
  return (
    `"${basePath}" and NEXT_PUBLIC_SITE_URL "${siteUrl}" disagree: the site URL's path is ` +
    `"${sitePath}". Set ${setBasePath}, or NEXT_PUBLIC_SITE_URL=${url.origin}${basePath}.`
  );
}
