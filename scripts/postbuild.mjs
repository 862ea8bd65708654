/**
 * After `next build`: makes every exported page paint before its chunks run
 * (scripts/lib/paint-first.mjs), marks the chunks pages load at startup for eager compilation
 * (scripts/lib/compile-hints.mjs), then, last, gives every page its strict Content-Security-Policy
 * (scripts/lib/csp.mjs), hashed over the page's final HTML: in a <meta> at the top of its <head>
 * and, with frame-ancestors, in out/_headers (scripts/lib/secure-export.mjs). Fails the build,
 * naming the page, when a page at any depth of out/ cannot be given its policy, has a script the
 * policy would block or an inline event handler, or CSP Evaluator finds more than informational
 * notes in a policy. Run with tsx: the base path comes from the app's lib/brand/base-path.ts.
 */
import path from 'node:path';
import { normaliseBasePath } from '../lib/brand/base-path.ts';
import { secureExport } from './lib/secure-export.mjs';

const outDir = path.resolve(process.argv[2] ?? 'out');
const basePath = normaliseBasePath(process.env.NEXT_PUBLIC_BASE_PATH);
const { pages, hinted } = await secureExport(outDir, { basePath, env: process.env });
console.log(
  `postbuild: a Content-Security-Policy for ${pages} pages in their <head> and ` +
    `out/_headers (CSP Evaluator: nothing above informational); ` +
    `added a compile hint to ${hinted} startup chunks`,
);
