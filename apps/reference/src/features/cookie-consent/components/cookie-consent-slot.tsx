import { useCallback } from 'react';
import { setConsentHost } from '../consent-host';

/**
 * Where the cookie consent shows inside a dialog that cannot be closed (/login): there it is reachable by
 * keyboard and pointer, where the banner at the bottom of the window would sit under the dialog's overlay.
 * Renders nothing visible once the visitor has chosen.
 */
export function CookieConsentSlot() {
  const ref = useCallback((element: HTMLDivElement | null) => {
    setConsentHost(element);
  }, []);
  return <div ref={ref} />;
}
