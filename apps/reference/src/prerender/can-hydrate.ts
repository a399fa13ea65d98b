/**
 * The paths whose built HTML holds the page prerendered (scripts/prerender.ts, prerender/pages.ts; a test
 * keeps the two lists equal). Kept here as plain strings so that the entry chunk does not load the page list.
 */
export const prerenderedPaths: ReadonlySet<string> = new Set([
  '/',
  '/about',
  '/policy/terms',
  '/policy/privacy',
  '/policy/accessibility',
  '/policy/cookies',
]);

/**
 * Whether main.tsx may hydrate the markup it finds in the root. The built pages hold the public pages exactly
 * as a visitor without a session first renders them (scripts/prerender.ts), so hydration is right only on
 * those paths and without the server's session hint: with the hint the auth provider starts out restoring
 * the session and the header leaves the account area empty, and any other path (`/index.html`) renders
 * another screen. In those cases the app renders afresh in place of the markup: preact/compat does not
 * patch attributes while hydrating, so a mismatch would stay on screen.
 */
export function canHydratePrerendered(root: Element, pathname: string, hasSessionHint: boolean): boolean {
  return root.firstElementChild !== null && prerenderedPaths.has(pathname) && !hasSessionHint;
}
