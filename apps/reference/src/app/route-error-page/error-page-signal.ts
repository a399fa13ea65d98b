import { createContext, useContext, useLayoutEffect } from 'react';

/**
 * Lets the error page tell the layout above it that it is showing, so the header's Sign In and Register
 * go to /login and /register there (product-spec §2 "Error page"). The router offers no hook for a
 * parent route to see a child's error, hence this small channel. Outside a layout it does nothing.
 */
export const ErrorPageSignal = createContext<(shown: boolean) => void>(() => {});

/** Marks the error page as shown while the calling component is mounted; before paint, so nothing flashes. */
export function useAnnounceErrorPage(): void {
  const setShown = useContext(ErrorPageSignal);
  useLayoutEffect(() => {
    setShown(true);
    return () => setShown(false);
  }, [setShown]);
}
