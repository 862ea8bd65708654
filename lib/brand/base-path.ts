/**
 * The base path's helpers for the app's TypeScript. Their one source is ./base-path.mjs, which
 * next.config.mjs and the build's scripts import as it is.
 */
export { basePathMismatch, normaliseBasePath } from './base-path.mjs';
