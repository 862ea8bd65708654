/**
 * Only what scripts/postbuild.mjs and e2e/compile-hints.spec.ts still import from here; the byte
 * counting moved to bench/src/bytes.ts. Goes when they stop importing it (issue 21).
 */

/** Normalises a base path the way next.config.mjs does: '' or '/something', no trailing slash. */
export function normaliseBasePath(value = '') {
  return value
    .trim()
    .replace(/\/+$/, '')
    .replace(/^(?=[^/])/, '/');
}
