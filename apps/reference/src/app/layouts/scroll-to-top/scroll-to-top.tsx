import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Scrolls the window to the top whenever the path changes (product-spec §2), or to the element a new
 * path's hash names (a link to `/#roadmap` from another page lands on that section). Hash-only changes
 * keep the position, so in-page anchors still work. On the first render the browser has placed the page
 * already (at the top, where a reload was, or where a visitor scrolled the prerendered landing page before the
 * app started), so only a hash's element is scrolled to. Renders nothing.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const firstRender = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change is the trigger; the hash is read with it.
  useLayoutEffect(() => {
    const target = hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    const initial = firstRender.current;
    firstRender.current = false;
    if (target) target.scrollIntoView();
    else if (!initial) window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
