import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { loadAnalytics, trackPageView } from '../analytics';
import { useConsentHost } from '../consent-host';
import { useCookieSettings } from '../use-cookie-settings';

// The banner's code loads only for a visitor who has not chosen yet.
const ConsentBanner = lazy(() =>
  import('./consent-banner').then((module) => ({ default: module.ConsentBanner })),
);

/** Props of {@link CookieConsent}. */
export interface CookieConsentProps {
  /** Opens the cookie policy from the banner. */
  onReadPolicy?: () => void;
}

/**
 * The cookie consent of every page: the banner until the visitor chooses (never in the prerendered HTML:
 * it appears once the app runs; inside a dialog that cannot be closed where a CookieConsentSlot is), and the
 * analytics script once, and only, analytics are allowed.
 */
export function CookieConsent({ onReadPolicy }: CookieConsentProps) {
  const settings = useCookieSettings();
  const host = useConsentHost();
  const { pathname } = useLocation();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const analytics = settings?.analytics === true;
  useEffect(() => {
    if (analytics) loadAnalytics();
  }, [analytics]);
  useEffect(() => {
    if (analytics) trackPageView(pathname);
  }, [analytics, pathname]);
  if (!mounted || settings !== null) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner onReadPolicy={onReadPolicy} host={host} />
    </Suspense>
  );
}
