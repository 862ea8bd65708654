import { OVERLAY_MS } from '@/data/shell';

/**
 * The CSS fallback that hides the loading overlay (globals.css) is an animation, and a CSS
 * animation counts from when its element is first styled: on a loaded phone or behind a slow
 * stylesheet that can be a second after navigation. This inline script, placed right after the
 * overlay, adds the same hiding as a Web Animation whose start time is the document timeline's
 * origin, navigation start, so it ends on time like the hydrated overlay. It sets a start time
 * rather than reading the CSS animation (getAnimations) because reading would force a style
 * recalculation in the middle of parsing. The build writes it into each page right after the
 * overlay (scripts/lib/overlay-clock.mjs), not React: so it is not in the page's payload a second
 * time. Postbuild hashes it into the page's CSP.
 *
 * WebKit brings an animation's effect into style only when its own animation timer next fires,
 * and on a busy main thread that came late: under load, frames drawn 0.1-1.7 s after the animation
 * had finished still showed the overlay while the page's timers ran on time. So a timer due at 2 s
 * also hides it through its style attribute, which takes effect in the next frame in every engine.
 */
export const OVERLAY_CLOCK_SCRIPT =
  '(function(o){if(!o)return;o.animate&&(o.animate({opacity:[0,0],visibility:["hidden","hidden"],' +
  `pointerEvents:["none","none"]},{delay:${OVERLAY_MS},duration:1,fill:"forwards"}).startTime=0);` +
  'setTimeout(function(){o.style.visibility="hidden";o.style.opacity="0";' +
  `o.style.pointerEvents="none"},${OVERLAY_MS}-performance.now())})` +
  '(document.querySelector(".loading-overlay"))';
