/**
 * Injected into every page the hydration loads open, before the page's own scripts, as source
 * text: tsx would wrap a function passed from TypeScript in helpers the page does not have.
 *
 * Every 10 ms (cheap: a live list and one property per button) it checks whether the document is
 * parsed and every button carries React's props, and resolves `window.__benchHydration` with the
 * time. It also notes when React's root listeners arrive (`_reactListening…` on the document): from
 * then on React answers a tap itself.
 */
(() => {
  let resolve;
  const done = new Promise((r) => {
    resolve = r;
  });
  Object.defineProperty(window, '__benchHydration', { value: done });
  const buttons = document.getElementsByTagName('button');
  let key = null;
  let listening = null;
  const hasProps = (button) => {
    if (key) return button[key] !== undefined;
    key = Object.keys(button).find((name) => name.startsWith('__reactProps$')) ?? null;
    return key !== null;
  };
  const id = setInterval(() => {
    if (listening === null && Object.keys(document).some((k) => k.startsWith('_reactListening')))
      listening = performance.now();
    if (document.readyState === 'loading' || buttons.length === 0) return;
    for (let i = 0; i < buttons.length; i += 1) if (!hasProps(buttons[i])) return;
    clearInterval(id);
    resolve({ hydrated: performance.now(), listening, buttons: buttons.length });
  }, 10);
})();
