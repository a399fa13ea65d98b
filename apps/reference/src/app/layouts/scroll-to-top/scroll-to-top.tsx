import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Scrolls the window to the top whenever the path changes (product-spec §2). Hash-only changes keep
 * the position, so in-page anchors still work. Renders nothing.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change is the trigger, not an input.
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
