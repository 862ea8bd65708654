/**
 * The one inline script of the language choice, run as the page is parsed (its hash is in each
 * page's policy, like every inline script's): it points the switcher's links, written as each
 * language's home, at the page on screen as a visitor reaches for one (a pointer down, focus or a
 * click: the shell may have gone to another page since the load), by the page's alternates in the
 * head, remembers the language a visitor picks, and on the base language's pages shows the offer
 * of the language their browser prefers, unless they chose or dismissed before. It never
 * redirects: crawlers and shared links get the page they asked for. Plain ES5 in a string, so it
 * runs before any chunk and in every browser. The build writes it into the HTML right after
 * <main> (scripts/lib/document-language.ts), not in the RSC payload: before the footer, which the
 * page is shown after (components/shell/overlay-clock.ts), so the offer never moves the page.
 */
export const LANGUAGE_KEY = 'language';
export const DISMISSED_KEY = 'language-offer-dismissed';

export const languageScript = `(function () {
  var store = { get: function (k) { try { return localStorage.getItem(k); } catch (e) { return null; } },
    set: function (k, v) { try { localStorage.setItem(k, v); } catch (e) {} } };
  // The page on screen in each language is the head's alternate for it (the shell's navigations
  // keep the head current); the link keeps this origin, as on a preview host.
  var follow = function (event) {
    var switcher = event.target instanceof Element && event.target.closest('[data-language-switcher]');
    var links = switcher ? switcher.querySelectorAll('a[data-language]') : [];
    for (var i = 0; i < links.length; i++) {
      var tag = links[i].getAttribute('data-language');
      var alternate = document.querySelector('link[rel="alternate"][hreflang="' + tag + '"]');
      if (!alternate) continue;
      var parsed = document.createElement('a');
      parsed.href = alternate.getAttribute('href');
      links[i].setAttribute('href', parsed.pathname);
    }
  };
  var reaches = ['pointerdown', 'focusin', 'click'];
  for (var r = 0; r < reaches.length; r++) document.addEventListener(reaches[r], follow, true);
  document.addEventListener('click', function (event) {
    var target = event.target instanceof Element ? event.target : null;
    var link = target && target.closest('[data-language]');
    if (link) store.set('${LANGUAGE_KEY}', link.getAttribute('data-language'));
    if (target && target.closest('[data-language-dismiss]')) {
      store.set('${DISMISSED_KEY}', '1');
      var shown = document.getElementById('language-offer');
      if (shown) shown.hidden = true;
    }
  });
  var offer = document.getElementById('language-offer');
  if (!offer || store.get('${DISMISSED_KEY}')) return;
  var lines = offer.querySelectorAll('[data-offer]');
  var base = offer.getAttribute('data-base').toLowerCase();
  var primary = function (tag) { return tag.toLowerCase().split('-')[0]; };
  var pick = function (wanted) {
    var match = null;
    for (var i = 0; i < lines.length; i++) {
      var tag = lines[i].getAttribute('data-offer').toLowerCase();
      if (tag === wanted.toLowerCase()) return lines[i];
      if (!match && primary(tag) === primary(wanted)) match = lines[i];
    }
    return match;
  };
  var chosen = store.get('${LANGUAGE_KEY}');
  var wanted = chosen ? [chosen] : navigator.languages || [navigator.language || ''];
  for (var i = 0; i < wanted.length; i++) {
    if (!wanted[i]) continue;
    var line = pick(wanted[i]);
    if (line) { line.hidden = false; offer.hidden = false; return; }
    if (wanted[i].toLowerCase() === base || primary(wanted[i]) === primary(base)) return;
  }
})();`;
