/**
 * The chunk loader's code, alone in its file: the page gets the file's JavaScript (LOADER_SOURCE in
 * scripts/lib/chunk-loader.ts says why).
 */
/* eslint-disable no-var -- ES5: the loader is written for every browser the site serves. */

/** A tap the loader noted: its button, when, and its click event. */
type Tap = { b: HTMLButtonElement; t: number; e: Event };

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
 *   made React hydrate at once is still being dispatched when the signal comes (its event's phase
 *   is not yet NONE), and React answers it itself: it is not clicked again. A tap whose
 *   propagation something stopped (React does, for a tap it cannot hydrate for yet) has finished
 *   its dispatch all the same, and is clicked again.
 */
export function loader(
  paintWaitMs: number,
  lateStartMs: number,
  replayMs: number,
  liveEvent: string,
  chunks: string[],
): void {
  var d = document;
  var added = false;
  var taps: Tap[] = [];
  function note(event: Event) {
    var target = event.target as Partial<Element>;
    var button = target.closest && target.closest('button');
    var noted = taps.some(function (tap) {
      return tap.b === button;
    });
    if (button && !noted) taps.push({ b: button, t: Date.now(), e: event });
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
    d.removeEventListener(liveEvent, live);
    taps = taps.filter(function (tap) {
      return tap.e.eventPhase === 0;
    });
    setTimeout(replay, 0);
  }
  d.addEventListener('click', note, true);
  d.addEventListener(liveEvent, live);
  function add(url: string) {
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
