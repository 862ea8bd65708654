/**
 * The CSS fallback that hides the loading overlay (globals.css) is a 2 s animation, and a CSS
 * animation counts from when its element is first styled, which on a loaded phone or behind a slow
 * stylesheet can be a second after navigation. This inline script, placed right after the overlay,
 * moves that animation onto the document timeline's origin, so it ends 2 s after navigation start
 * like the hydrated overlay does. Postbuild hashes it into the page's Content-Security-Policy.
 */
export const OVERLAY_CLOCK_SCRIPT =
  '(function(o){o&&o.getAnimations&&o.getAnimations().forEach(function(a){a.startTime=0})})' +
  '(document.querySelector(".loading-overlay"))';

export function OverlayClock() {
  // eslint-disable-next-line react/no-danger -- a constant of ours; an inline script has no other form
  return <script dangerouslySetInnerHTML={{ __html: OVERLAY_CLOCK_SCRIPT }} />;
}
