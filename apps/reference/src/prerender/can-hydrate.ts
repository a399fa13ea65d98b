/**
 * Whether main.tsx may hydrate the markup it finds in the root. The built `index.html` holds the landing
 * page exactly as a visitor without a session first renders it (scripts/prerender.ts), so hydration is right
 * only on `/` and without the server's session hint: with the hint the auth provider starts out restoring
 * the session and the header leaves the account area empty, and any other path (`/index.html`) renders
 * another screen. In those cases the app renders afresh in place of the markup: preact/compat does not
 * patch attributes while hydrating, so a mismatch would stay on screen.
 */
export function canHydrateLanding(root: Element, pathname: string, hasSessionHint: boolean): boolean {
  return root.firstElementChild !== null && pathname === '/' && !hasSessionHint;
}
