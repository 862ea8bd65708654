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

import { PAGE_LIVE_EVENT } from '../../data/shell.ts';
import { attribute, hasAttribute, rewriteHtml, scriptElements } from './html.mjs';

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

/**
 * The loader, called with the page's chunk URLs. It runs as an inline script, so it is written
 * for every browser the site serves and must not reach for anything outside itself.
 * - Where the page was slow to arrive (or the browser has no clock), adds every chunk as an async
 *   script at once. Elsewhere it adds them once a first contentful paint is reported, each in a
 *   task of its own: adding all seven in the observer's callback made one 4-30 ms task in
 *   Lighthouse's traces (it instruments every request), which its simulation stretches fourfold
 *   into blocking time. Apart, each is 0.5-3.5 ms. Without paint timing it adds them at once.
 * - Keeps taps that would be lost. Until React has hydrated, a tap on a button reaches only
 *   server-rendered HTML and does nothing. So each tap on a button is noted (a button once), and
 *   when the shell says the page is live (`liveEvent`, from a layout effect), the noted ones are
 *   clicked again in a task of their own; one older than TAP_REPLAY_MS is dropped. A tap that
 *   made React hydrate at once is still being dispatched when the signal comes (it has not yet
 *   reached the window), and React answers it itself: it is not clicked again.
 */
function loader(paintWaitMs, lateStartMs, replayMs, liveEvent, chunks) {
  var d = document;
  var added = false;
  var taps = [];
  function note(event) {
    var button = event.target.closest && event.target.closest('button');
    var noted = taps.some(function (tap) {
      return tap.b === button;
    });
    if (button && !noted) taps.push({ b: button, t: Date.now(), dispatching: true });
  }
  function dispatched() {
    taps.forEach(function (tap) {
      tap.dispatching = false;
    });
  }
  function replay() {
    var now = Date.now();
    taps.forEach(function (tap) {
      if (tap.b.isConnected && now - tap.t <= replayMs) tap.b.click();
    });
    taps = [];
  }
  function live() {
    d.removeEventListener('click', note, true);
    removeEventListener('click', dispatched);
    d.removeEventListener(liveEvent, live);
    taps = taps.filter(function (tap) {
      return !tap.dispatching;
    });
    setTimeout(replay, 0);
  }
  d.addEventListener('click', note, true);
  addEventListener('click', dispatched);
  d.addEventListener(liveEvent, live);
  function add(url) {
    var script = d.createElement('script');
    script.src = url;
    script.async = true;
    d.head.appendChild(script);
  }
  var Observer = window.PerformanceObserver;
  var types = Observer && Observer.supportedEntryTypes;
  var late = !window.performance || performance.now() >= lateStartMs;
  if (late || !types || types.indexOf('paint') < 0) return chunks.forEach(add);
  function go() {
    if (added) return;
    added = true;
    chunks.forEach(function (url) {
      setTimeout(add, 0, url);
    });
  }
  new Observer(function (list, observer) {
    if (list.getEntriesByName('first-contentful-paint').length) {
      observer.disconnect();
      go();
    }
  }).observe({ type: 'paint', buffered: true });
  setTimeout(go, paintWaitMs);
}

/** The loader function's text; the build minifies it (scripts/postbuild.mjs). */
export const LOADER_SOURCE = loader.toString();

/** The inline loader for these chunk URLs, from the loader function's text (as is, or minified). */
export function loaderScript(sources, loaderText = LOADER_SOURCE) {
  const call = [PAINT_WAIT_MS, LATE_START_MS, TAP_REPLAY_MS, PAGE_LIVE_EVENT, sources]
    .map((value) => JSON.stringify(value))
    .join(',');
  return `(${loaderText})(${call.replace(/</g, '\\u003c')})`;
}

/** The chunk URLs a rewritten page's loader adds, in order; [] for a page without a loader. */
export function loaderSources(html) {
  const loader = scriptElements(html).find((script) => hasId(script, LOADER_ID));
  const body = loader?.text;
  // Read by shape, not by comparing with LOADER: a test runner that transpiles this module (as
  // Playwright's does) would print the loader function differently from the build.
  const list = /^\(function\b/.test(body ?? '') ? body.match(/,(\[[^\]]*\])\)$/) : null;
  return list ? JSON.parse(list[1]) : [];
}

const hasId = (tag, id) => attribute(tag, 'id') === id;

/** Next's async `<script src>` for a chunk (not its nomodule polyfills). */
const isChunkScript = (tag) =>
  tag.tagName === 'script' &&
  CHUNK.test(attribute(tag, 'src') ?? '') &&
  hasAttribute(tag, 'async') &&
  !hasAttribute(tag, 'nomodule');

/** A `<link rel="preload" as="script">` for a chunk. */
const isChunkPreload = (tag) =>
  tag.tagName === 'link' &&
  attribute(tag, 'rel') === 'preload' &&
  attribute(tag, 'as') === 'script' &&
  CHUNK.test(attribute(tag, 'href') ?? '');

/** A stylesheet the head holds: inline (the build's, scripts/lib/inline-css.mjs) or linked. */
const isStylesheet = (tag) =>
  tag.tagName === 'style' ||
  (tag.tagName === 'link' && (attribute(tag, 'rel') ?? '').split(/\s+/).includes('stylesheet'));

/**
 * Replaces the page's async chunk scripts and chunk preloads with one loader, placed before the
 * head's first stylesheet, or where the first chunk script was when no stylesheet comes before it:
 * on a slow phone the parse of the page's stylesheet held the chunks' requests up by 100-130 ms on
 * the phone profile (docs/performance.md). Returns the HTML unchanged when it has no chunk scripts.
 */
export function withChunkLoader(html, loaderText = LOADER_SOURCE) {
  const sources = scriptElements(html)
    .filter(isChunkScript)
    .map((script) => script.src);
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
