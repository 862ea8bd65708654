import { FOOTER_ID, OVERLAY_MS } from '@/data/shell';

/** The class on <html> that keeps the page under the overlay out of the first frame (globals.css). */
export const OVERLAY_ONLY_CLASS = 'overlay-only';

/**
 * The CSS fallback that hides the loading overlay (globals.css) is an animation, and a CSS
 * animation counts from when its element is first styled: on a loaded phone or behind a slow
 * stylesheet that can be a second after navigation. This inline script, placed right after the
 * overlay, adds the same hiding as a Web Animation whose start time is the document timeline's
 * origin, navigation start, so it ends on time like the hydrated overlay. It sets a start time
 * rather than reading the CSS animation (getAnimations) because reading would force a style
 * recalculation in the middle of parsing. The build writes it into each page right after the
 * overlay (scripts/lib/overlay-clock.ts), not React: so it is not in the page's payload a second
 * time. Postbuild hashes it into the page's CSP.
 *
 * WebKit brings an animation's effect into style only when its own animation timer next fires,
 * and on a busy main thread that came late: under load, frames drawn 0.1-1.7 s after the animation
 * had finished still showed the overlay while the page's timers ran on time. So a timer due at 2 s
 * also hides it through its style attribute, which takes effect in the next frame in every engine.
 *
 * The page under the overlay is not drawn in the first frame (globals.css): its style and layout
 * were most of a phone's time before the first paint, for boxes the overlay covers. It is shown in
 * a task after the first frame in which the footer, the body's last element, has been parsed
 * (its next sibling is in, or parsing is done): shown half-parsed, its columns moved as the rest
 * arrived. That task also styles the page (reading a computed style), so its layout and paint
 * come in the next frame's task: two long tasks, not one, and Total Blocking Time counts each past
 * its first 50 ms. Or at once on a key press, before the browser moves the focus (a hidden link
 * cannot take it). Not at the overlay's end: a page still arriving then would be shown half-parsed
 * and move as the rest came; an aborted one ends parsing, which shows it. A hidden document (a
 * tab opened in the background) draws no frames, so it is left whole.
 */
export const OVERLAY_CLOCK_SCRIPT =
  '(function(o){if(!o)return;' +
  `var d=document,c=d.documentElement.classList,s=function(){if(c.contains("${OVERLAY_ONLY_CLASS}")){` +
  `c.remove("${OVERLAY_ONLY_CLASS}");getComputedStyle(d.body).color}},` +
  `f=function(){if(!c.contains("${OVERLAY_ONLY_CLASS}"))return;var e=d.getElementById("${FOOTER_ID}");` +
  'e&&(e.nextSibling||d.readyState!="loading")?setTimeout(s):requestAnimationFrame(f)};' +
  'if(d.visibilityState=="visible"&&window.requestAnimationFrame){' +
  `c.add("${OVERLAY_ONLY_CLASS}");requestAnimationFrame(f);` +
  'd.addEventListener("keydown",s,{capture:!0,once:!0})}' +
  'o.animate&&(o.animate({opacity:[0,0],visibility:["hidden","hidden"],' +
  `pointerEvents:["none","none"]},{delay:${OVERLAY_MS},duration:1,fill:"forwards"}).startTime=0);` +
  'setTimeout(function(){o.style.visibility="hidden";o.style.opacity="0";' +
  `o.style.pointerEvents="none"},${OVERLAY_MS}-performance.now())})` +
  '(document.querySelector(".loading-overlay"))';
