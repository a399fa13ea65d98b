import { type Location, type To, useLocation, useNavigate } from 'react-router';

/** The router state a protected route leaves behind when it sends a guest away. */
export interface OriginState {
  /** Where the guest was going; sign-in and registration return there. */
  from: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

/** Where the user lands after signing in or registering when no origin was remembered. */
export const DEFAULT_AFTER_SIGN_IN = '/home';

// Returning to the sign-in pages themselves after signing in would show a dialog to a signed-in user.
const NOT_AN_ORIGIN = new Set(['/login', '/register']);

/** The state to navigate with so that sign-in returns to `location`. */
export function rememberOrigin(location: Pick<Location, 'pathname' | 'search' | 'hash'>): OriginState {
  return { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
}

/** The remembered origin in router state, or null when there is none (or it is not usable). */
export function originOf(state: unknown): To | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  const from = (state as { from: unknown }).from;
  if (typeof from !== 'object' || from === null) return null;
  const { pathname, search, hash } = from as Record<string, unknown>;
  if (typeof pathname !== 'string' || !pathname.startsWith('/') || NOT_AN_ORIGIN.has(pathname)) return null;
  return {
    pathname,
    search: typeof search === 'string' ? search : '',
    hash: typeof hash === 'string' ? hash : '',
  };
}

/**
 * Returns a function that sends the user on after a successful sign-in or registration: to the origin
 * remembered in the current location's state, else to /home (product-spec §2).
 */
export function useContinueAfterSignIn(): (options?: { replace?: boolean }) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return (options) => {
    void navigate(originOf(location.state) ?? DEFAULT_AFTER_SIGN_IN, { replace: options?.replace ?? false });
  };
}
