export { scrollToElement } from './prefers-reduced-motion';
export { useScrolledPast } from './use-scrolled-past';
