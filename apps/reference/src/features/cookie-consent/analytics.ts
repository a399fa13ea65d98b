/** The first-party analytics script (apps/reference/public/analytics.js). */
export const ANALYTICS_SCRIPT_SRC = '/analytics.js';

declare global {
  interface Window {
    /** Set by analytics.js once it has loaded. */
    robomarketAnalytics?: { page: (path: string) => void };
  }
}

/** Adds the analytics script to the page, once. Only called after the visitor allowed analytics. */
export function loadAnalytics(): void {
  if (document.querySelector(`script[src="${ANALYTICS_SCRIPT_SRC}"]`) !== null) return;
  const script = document.createElement('script');
  script.src = ANALYTICS_SCRIPT_SRC;
  script.async = true;
  document.head.append(script);
}

/** Counts a client-side navigation to `path`, when the script has loaded (it counts the first page itself). */
export function trackPageView(path: string): void {
  window.robomarketAnalytics?.page(path);
}
