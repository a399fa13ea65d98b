import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Scrolls the window to the top whenever the path changes (product-spec §2), or to the element a new
 * path's hash names (a link to `/#roadmap` from another page lands on that section). Hash-only changes
 * keep the position, so in-page anchors still work. Renders nothing.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change is the trigger; the hash is read with it.
  useLayoutEffect(() => {
    const target = hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
