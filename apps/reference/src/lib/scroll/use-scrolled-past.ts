import { useEffect, useState } from 'react';

/**
 * True while the window is scrolled further down than `threshold` pixels (strictly more, as the spec's
 * "more than 400px" reads). Listens passively and only re-renders when the answer flips.
 */
export function useScrolledPast(threshold: number): boolean {
  // False until the effect reads the scroll position, so the first render matches the prerendered landing
  // page whatever the position (hydration, src/prerender/can-hydrate.ts).
  const [past, setPast] = useState(false);

  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);

  return past;
}
