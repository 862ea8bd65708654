/**
 * After `next build`: puts each page's stylesheet in the page (scripts/lib/inline-css.mjs), makes
 * every exported page's chunks load from one hashed loader (scripts/lib/chunk-loader.mjs), marks the chunks pages load at startup for eager compilation
 * (scripts/lib/compile-hints.mjs), then, last, gives every page its strict Content-Security-Policy
 * (scripts/lib/csp.mjs), hashed over the page's final HTML: in a <meta> at the top of its <head>
 * and, as one site-wide frame-ancestors rule whatever the number of pages, in out/_headers
 * (scripts/lib/secure-export.mjs). Fails the build,
 * naming the page, when a page at any depth of out/ cannot be given its policy, has a script the
 * policy would block or an inline event handler, or CSP Evaluator finds more than informational
 * notes in a policy, and, naming the route, when out/_headers would pass Cloudflare's limits
 * (scripts/lib/headers.mjs). Run with tsx: it reads the brand's config (lib/brand/site.ts).
 */
import path from 'node:path';
import { transformSync } from 'esbuild';
import { tsImport } from 'tsx/esm/api';
import { normaliseBasePath } from '../lib/brand/base-path.mjs';
import { LOADER_SOURCE } from './lib/chunk-loader.mjs';
import { secureExport, transformsOff } from './lib/secure-export.mjs';

const outDir = path.resolve(process.argv[2] ?? 'out');
const basePath = normaliseBasePath(process.env.NEXT_PUBLIC_BASE_PATH);
// The chart provider's origin (frame-src) and the APIs of the live price and Check the token
// (connect-src), when the build has them, are in every page's policy, though only /contract uses
// them: the shell goes from page to page without a reload, and a document keeps the policy of the
// page it was loaded as, so a visitor who arrives on home and follows the site's link to /contract
// presses under home's.
const { siteConfig } = await tsImport('../lib/brand/site.ts', import.meta.url);
const frames = siteConfig.chartEmbed ? [siteConfig.chartEmbed.origin] : [];
const { connectOrigins } = await tsImport('../lib/connect-origins.ts', import.meta.url);
const connect = connectOrigins(siteConfig);
// Each translation's pages get its <html lang dir>, and every page with a language switcher the
// script that remembers the choice and shows the offer.
const { siteLanguages } = await tsImport('../lib/content/languages.ts', import.meta.url);
const { languageScript } = await tsImport(
  '../components/shell/language-script.ts',
  import.meta.url,
);
// Minified: it is in the HTML of every page with a switcher.
const minifiedLanguageScript = transformSync(languageScript, { minify: true, target: 'es5' }).code;
// The chunk loader (scripts/lib/chunk-loader.mjs), minified: it is in every page. An
// assignment, as esbuild drops an expression with no effect.
const chunkLoader = transformSync(`loader=${LOADER_SOURCE}`, { minify: true })
  .code.replace(/^loader=/, '')
  .replace(/;\s*$/, '');
// The launch's calendar file, before launch: text/calendar on the hosts that read _headers (the
// others go by its .ics extension).
const { LAUNCH_CALENDAR_FILE } = await tsImport('../data/launch.ts', import.meta.url);
// The loading overlay's clock, written after the overlay in every page.
const { OVERLAY_CLOCK_SCRIPT } = await tsImport(
  '../components/shell/overlay-clock.ts',
  import.meta.url,
);
// Transforms left out, for the bench to measure what each buys (bench/src/transforms.ts).
const off = transformsOff(process.env.POSTBUILD_OFF);
const { pages, hinted } = await secureExport(outDir, {
  basePath,
  env: process.env,
  frames,
  connect,
  languages: siteLanguages(),
  languageScript: minifiedLanguageScript,
  chunkLoader,
  overlayClock: OVERLAY_CLOCK_SCRIPT,
  contentTypes: [[LAUNCH_CALENDAR_FILE, 'text/calendar; charset=utf-8']],
  off,
});
console.log(
  `postbuild: a Content-Security-Policy for ${pages} pages in their <head>, frame-ancestors in ` +
    `out/_headers (CSP Evaluator: nothing above informational); ` +
    `added a compile hint to ${hinted} startup chunks` +
    (off.size ? `; left out: ${[...off].join(', ')}` : ''),
);
