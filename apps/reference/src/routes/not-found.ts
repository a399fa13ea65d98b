import { data } from 'react-router';

/**
 * Loader of the catch-all route: any path no other route claims answers 404, which the error page
 * under the main layout shows.
 */
export function loader(): never {
  throw data('Not Found', { status: 404, statusText: 'Not Found' });
}

/** Shown for the instant before the loader's 404 lands on a first page load; the layouts already show. */
export function HydrateFallback(): null {
  return null;
}

/**
 * Never shown: the loader always throws. A leaf route without a component makes React Router warn
 * about an empty page, so the route declares one.
 */
export function Component(): null {
  return null;
}
