/**
 * Paint first, then hydrate. Next writes its chunks as `<script async>` tags (and preloads), so
 * they download alongside the stylesheet and the above-the-fold images and run as soon as they
 * arrive: on a fast link or from a warm cache that is before the first frame, and parsing,
 * compiling and running about 140 KB of framework code holds up the first paint. This rewrites an
 * exported page so the chunks are requested only once the first contentful paint has happened.
 * The price is that their download starts after the first paint rather than beside it; the
 * loading overlay covers the page for its first 2 s anyway, and links work before hydration.
 * Browsers without paint timing load the chunks at once, as before.
 */

/** How long to wait for a first contentful paint that never comes (a bug, say) before loading. */
export const PAINT_WAIT_MS = 3000;

const CHUNK = '[^"]*\\/_next\\/static\\/chunks\\/[^"]+\\.js';
const CHUNK_SCRIPT = new RegExp(`<script src="(${CHUNK})" async=""></script>`, 'g');
const CHUNK_PRELOAD = new RegExp(`<link rel="preload" as="script"[^>]*href="${CHUNK}"/>`, 'g');

const LOADER_ID = 'paint-first';

/**
 * Called with the page's chunk URLs; adds them once a first contentful paint is reported, each in
 * a task of its own: adding all seven in the observer's callback made one 4-30 ms task in
 * Lighthouse's traces (it instruments every request), which its simulation stretches fourfold
 * into blocking time. Apart, each is 0.5-3.5 ms.
 */
const LOADER =
  `(function(s){var d=document,l=0;function add(u){` +
  `var e=d.createElement("script");e.src=u;e.async=true;d.head.appendChild(e)}` +
  `function go(){if(l)return;l=1;s.forEach(function(u){setTimeout(add,0,u)})}` +
  `var P=window.PerformanceObserver;` +
  `if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf("paint")<0)return go();` +
  `new P(function(list,o){list.getEntriesByName("first-contentful-paint").length&&(o.disconnect(),go())})` +
  `.observe({type:"paint",buffered:true});setTimeout(go,${PAINT_WAIT_MS})})`;

/** The inline loader for these chunk URLs. */
export function loaderScript(sources) {
  return `${LOADER}(${JSON.stringify(sources).replace(/</g, '\\u003c')})`;
}

/** The chunk URLs a rewritten page's loader adds, in order; [] for a page without a loader. */
export function loaderSources(html) {
  const body = html.match(new RegExp(`<script id="${LOADER_ID}">([\\s\\S]*?)</script>`))?.[1];
  return body?.startsWith(`${LOADER}(`) ? JSON.parse(body.slice(LOADER.length + 1, -1)) : [];
}

/**
 * Replaces the page's async chunk scripts and chunk preloads with one loader, placed where the
 * first chunk script was. Returns the HTML unchanged when it has no chunk scripts.
 */
export function deferChunkScripts(html) {
  const sources = [...html.matchAll(CHUNK_SCRIPT)].map((match) => match[1]);
  if (sources.length === 0) return html;
  let first = true;
  return html.replace(CHUNK_PRELOAD, '').replace(CHUNK_SCRIPT, () => {
    if (!first) return '';
    first = false;
    return `<script id="${LOADER_ID}">${loaderScript(sources)}</script>`;
  });
}
