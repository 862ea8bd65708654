/**
 * One inline loader adds the page's chunks. Next writes them as `<script async>` tags and
 * preloads; under the strict CSP ('strict-dynamic', no 'self') those parser-inserted tags would
 * not be trusted, and neither would a parser-inserted `<link rel=preload as=script>` (Chromium
 * blocks it). Scripts a hashed script adds inherit its trust, so this rewrites an exported page
 * to carry one loader, hashed into the CSP, that adds them, before the head's stylesheet: on a
 * phone the stylesheet's parse held the chunks' requests up by 100-130 ms (docs/performance.md).
 *
 * - Where the page was slow to arrive (the loader runs LATE_START_MS or more after the navigation
 *   started: a slow link or a slow device, a phone's every load), it adds every chunk at once, as
 *   Next's own tags would: the download uses the link while the phone lays out the page. Until
 *   issue 59 it held them back until the first paint there too; on today's Chromium that cost
 *   the phone about 100 ms of hydration at 4× CPU (13 of 15 paired medians), for no gain in its
 *   first paint.
 * - Where it arrived fast, the download is short too, and started beside the HTML it only
 *   competes with the first frame: it adds them once the first contentful paint is reported.
 *   Lighthouse loads the page this way and simulates a phone afterwards, counting every request
 *   that ended before its observed paint against the LCP: adding them at once there too raised
 *   its LCP from 1.1 to 2.5 s, and cost 0.03-0.12 of its score.
 */

import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { PAGE_LIVE_EVENT } from '../../data/shell';
import { attribute, hasAttribute, rewriteHtml, scriptElements, type Tag } from './html';
import type { loader } from './chunk-loader-script';

const CHUNK = /\/_next\/static\/chunks\/.+\.js$/;

const LOADER_ID = 'chunk-loader';

/** How long to wait for a first contentful paint that never comes (a bug, say) before loading. */
export const PAINT_WAIT_MS = 3000;

/**
 * A page whose loader runs this long or more after its navigation started came over a slow link or
 * runs on a slow device: one round trip of Lighthouse's phone profile. The time counts the
 * connection, the first round trip and the commit of the response: on the phone profile the
 * loader ran at 224-471 ms, unthrottled on the same machine at 21-99 ms, and in Lighthouse's own
 * loads within 16-40 ms (docs/performance.md); a phone on a mobile network spends three round
 * trips or more on the connection alone.
 */
export const LATE_START_MS = 150;

/** How long a tap that found the page not yet hydrated waits to be answered before it is dropped. */
export const TAP_REPLAY_MS = 10000;

// Not __dirname: tsx gets it wrong in a module an ES module imports (bench/src/size.ts).
const LOADER_FILE = require.resolve('./chunk-loader-script.ts');

/**
 * The loader's JavaScript, the same whichever runner loads this module: its file with the types
 * taken out. Not `loader.toString()`: tsx, which runs the build, adds to each inner function a call
 * to a naming helper the page does not have. TypeScript's transpiler, as esbuild does not run in
 * Jest's jsdom. The build minifies it (scripts/postbuild.ts).
 */
export const LOADER_SOURCE = ts
  .transpileModule(readFileSync(LOADER_FILE, 'utf8'), {
    compilerOptions: { target: ts.ScriptTarget.ES2022, removeComments: true },
  })
  .outputText.trim()
  .replace(/^export (?=function loader\()/, '');

/** The inline loader for these chunk URLs, from the loader function's text (as is, or minified). */
export function loaderScript(sources: string[], loaderText = LOADER_SOURCE): string {
  const args: Parameters<typeof loader> = [
    PAINT_WAIT_MS,
    LATE_START_MS,
    TAP_REPLAY_MS,
    PAGE_LIVE_EVENT,
    sources,
  ];
  const call = args.map((value) => JSON.stringify(value)).join(',');
  return `(${loaderText})(${call.replace(/</g, '\\u003c')})`;
}

/** The chunk URLs a rewritten page's loader adds, in order; [] for a page without a loader. */
export function loaderSources(html: string): string[] {
  const loader = scriptElements(html).find((script) => hasId(script, LOADER_ID));
  const body = loader?.text ?? '';
  // Read by shape, not by comparing with LOADER_SOURCE: the build writes the loader minified.
  const list = /^\(function\b/.test(body) ? body.match(/,(\[[^\]]*\])\)$/)?.[1] : undefined;
  return list ? JSON.parse(list) : [];
}

const hasId = (tag: Tag, id: string) => attribute(tag, 'id') === id;

/** Next's async `<script src>` for a chunk (not its nomodule polyfills). */
const isChunkScript = (tag: Tag) =>
  tag.tagName === 'script' &&
  CHUNK.test(attribute(tag, 'src') ?? '') &&
  hasAttribute(tag, 'async') &&
  !hasAttribute(tag, 'nomodule');

/** A `<link rel="preload" as="script">` for a chunk. */
const isChunkPreload = (tag: Tag) =>
  tag.tagName === 'link' &&
  attribute(tag, 'rel') === 'preload' &&
  attribute(tag, 'as') === 'script' &&
  CHUNK.test(attribute(tag, 'href') ?? '');

/** A stylesheet the head holds: inline (the build's, scripts/lib/inline-css.ts) or linked. */
const isStylesheet = (tag: Tag) =>
  tag.tagName === 'style' ||
  (tag.tagName === 'link' && (attribute(tag, 'rel') ?? '').split(/\s+/).includes('stylesheet'));

/**
 * Replaces the page's async chunk scripts and chunk preloads with one loader, placed before the
 * head's first stylesheet, or where the first chunk script was when no stylesheet comes before it:
 * on a slow phone the parse of the page's stylesheet held the chunks' requests up by 100-130 ms on
 * the phone profile (docs/performance.md). Returns the HTML unchanged when it has no chunk scripts.
 */
export function withChunkLoader(html: string, loaderText = LOADER_SOURCE): string {
  const sources = scriptElements(html)
    .filter(isChunkScript)
    .flatMap((script) => script.src ?? []);
  if (sources.length === 0) return html;
  const loader = `<script id="${LOADER_ID}">${loaderScript(sources, loaderText)}</script>`;
  let placed = false;
  let inHead = true;
  // Inside a chunk script: its text and end tag go (its start tag became the loader, or went).
  let inside = false;
  return rewriteHtml(html, {
    startTag(tag, raw) {
      if (tag.tagName === 'body') inHead = false;
      if (isChunkPreload(tag)) return '';
      if (!placed && inHead && isStylesheet(tag)) {
        placed = true;
        return `${loader}${raw}`;
      }
      if (!isChunkScript(tag)) return undefined;
      inside = true;
      if (placed) return '';
      placed = true;
      return loader;
    },
    text: () => (inside ? '' : undefined),
    endTag(tag) {
      if (!inside || tag.tagName !== 'script') return undefined;
      inside = false;
      return '';
    },
  });
}
