/** Whether the visitor asked the system for less motion; smooth scrolling and animations honour it. */
export function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** Scrolls an element into view, smoothly unless the visitor prefers reduced motion. */
export function scrollToElement(element: Element): void {
  element.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
}
