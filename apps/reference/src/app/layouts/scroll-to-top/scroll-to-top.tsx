import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Scrolls the window to the top whenever the path changes (product-spec §2), or to the element a new
 * path's hash names (a link to `/#roadmap` from another page lands on that section). Hash-only changes
 * keep the position, so in-page anchors still work. On the first render the browser has placed the page
 * itself (a reload restores the position, and a visitor may scroll a prerendered page before the app has
 * started): only a hash's element is scrolled to, for a page the app draws after the browser looked for it.
 * Renders nothing.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const pathChanged = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change is the trigger; the hash is read with it.
  useLayoutEffect(() => {
    const target = hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else if (pathChanged.current) window.scrollTo(0, 0);
    pathChanged.current = true;
  }, [pathname]);
  return null;
}
