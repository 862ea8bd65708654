import { OVERLAY_MS } from '@/data/shell';

/**
 * The CSS fallback that hides the loading overlay (globals.css) is an animation, and a CSS
 * animation counts from when its element is first styled: on a loaded phone or behind a slow
 * stylesheet that can be a second after navigation. This inline script, placed right after the
 * overlay, adds the same hiding as a Web Animation whose start time is the document timeline's
 * origin, navigation start, so it ends on time like the hydrated overlay. It sets a start time
 * rather than reading the CSS animation (getAnimations) because reading would force a style
 * recalculation in the middle of parsing. Postbuild hashes it into the page's CSP.
 */
export const OVERLAY_CLOCK_SCRIPT =
  '(function(o){o&&o.animate&&(o.animate({opacity:[0,0],visibility:["hidden","hidden"],' +
  `pointerEvents:["none","none"]},{delay:${OVERLAY_MS},duration:1,fill:"forwards"}).startTime=0)})` +
  '(document.querySelector(".loading-overlay"))';

export function OverlayClock() {
  // eslint-disable-next-line react/no-danger -- a constant of ours; an inline script has no other form
  return <script dangerouslySetInnerHTML={{ __html: OVERLAY_CLOCK_SCRIPT }} />;
}
