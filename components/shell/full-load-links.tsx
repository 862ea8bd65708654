'use client';

import { useEffect } from 'react';

/** A click the browser would follow as a plain link: the main button, no modifier, this tab. */
function followedHere(event: MouseEvent, link: HTMLAnchorElement) {
  return (
    event.button === 0 &&
    !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) &&
    (!link.target || link.target === '_self') &&
    !link.hasAttribute('download')
  );
}

/**
 * On the 404 page, every link to the site loads its page whole. The page is a document of its own
 * (app/global-not-found.tsx), with no root layout in common with the site's pages, and the
 * router's own navigation from it changed the address and drew nothing. Listening on the window
 * in the capture phase, it runs before the router's links, which React handles at the document.
 */
export function FullLoadLinks() {
  useEffect(() => {
    const follow = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || !followedHere(event, link)) return;
      const url = new URL(link.href);
      const samePage = url.pathname === location.pathname && url.search === location.search;
      if (url.origin !== location.origin || samePage) return;
      event.preventDefault();
      event.stopPropagation();
      location.assign(url.href);
    };
    window.addEventListener('click', follow, true);
    return () => window.removeEventListener('click', follow, true);
  }, []);
  return null;
}
