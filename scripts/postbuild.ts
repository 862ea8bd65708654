/**
 * After `next build`: puts each page's stylesheet in the page (scripts/lib/inline-css.ts), makes
 * every exported page's chunks load from one hashed loader (scripts/lib/chunk-loader.ts), marks the chunks pages load at startup for eager compilation
 * (scripts/lib/compile-hints.ts), then, last, gives every page its strict Content-Security-Policy
 * (scripts/lib/csp.ts), hashed over the page's final HTML: in a <meta> at the top of its <head>
 * and, as one site-wide frame-ancestors rule whatever the number of pages, in out/_headers
 * (scripts/lib/secure-export.ts). Fails the build,
 * naming the page, when a page at any depth of out/ cannot be given its policy, has a script the
 * policy would block or an inline event handler, or CSP Evaluator finds more than informational
 * notes in a policy, and, naming the route, when out/_headers would pass Cloudflare's limits
 * (scripts/lib/headers.ts). Run with tsx: it reads the brand's config (lib/brand/site.ts).
 */
import path from 'node:path';
import { transformSync } from 'esbuild';
import { languageScript } from '../components/shell/language-script';
import { OVERLAY_CLOCK_SCRIPT } from '../components/shell/overlay-clock';
import { LAUNCH_CALENDAR_FILE } from '../data/launch';
import { normaliseBasePath } from '../lib/brand/base-path.mjs';
import { siteConfig } from '../lib/brand/site';
import { connectOrigins } from '../lib/connect-origins';
import { siteLanguages } from '../lib/build/content/languages';
import { LOADER_SOURCE } from './lib/chunk-loader';
import { secureExport, transformsOff } from './lib/secure-export';

async function main() {
  const outDir = path.resolve(process.argv[2] ?? 'out');
  const basePath = normaliseBasePath(process.env.NEXT_PUBLIC_BASE_PATH);
  // The chart provider's origin (frame-src) and the APIs of the live price and Check the token
  // (connect-src), when the build has them, are in every page's policy, though only /contract uses
  // them: the shell goes from page to page without a reload, and a document keeps the policy of the
  // page it was loaded as, so a visitor who arrives on home and follows the site's link to /contract
  // presses under home's.
  const site = siteConfig();
  const frames = site.chartEmbed ? [site.chartEmbed.origin] : [];
  const connect = connectOrigins(site);
  // Each translation's pages get its <html lang dir>, and every page with a language switcher the
  // script that remembers the choice and shows the offer, minified: it is in the HTML of every page
  // with a switcher.
  const minifiedLanguageScript = transformSync(languageScript, {
    minify: true,
    target: 'es5',
  }).code;
  // The chunk loader (scripts/lib/chunk-loader.ts), minified: it is in every page. An
  // assignment, as esbuild drops an expression with no effect.
  // ES5, as written: esbuild fails the build on anything newer rather than ship it.
  const chunkLoader = transformSync(`loader=${LOADER_SOURCE}`, { minify: true, target: 'es5' })
    .code.replace(/^loader=/, '')
    .replace(/;\s*$/, '');
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
    // The loading overlay's clock, written after the overlay in every page.
    overlayClock: OVERLAY_CLOCK_SCRIPT,
    // The launch's calendar file, before launch: text/calendar on the hosts that read _headers
    // (the others go by its .ics extension).
    contentTypes: [[LAUNCH_CALENDAR_FILE, 'text/calendar; charset=utf-8']],
    off,
  });
  console.log(
    `postbuild: a Content-Security-Policy for ${pages} pages in their <head>, frame-ancestors in ` +
      `out/_headers (CSP Evaluator: nothing above informational); ` +
      `added a compile hint to ${hinted} startup chunks` +
      (off.size ? `; left out: ${[...off].join(', ')}` : ''),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
