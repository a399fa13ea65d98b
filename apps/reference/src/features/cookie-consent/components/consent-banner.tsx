import { CookieConsentBanner } from '@robomarket/ui';
import { useEffect, useRef } from 'react';
import { saveCookieSettings } from '../cookie-settings';

/**
 * The landing-area cookie consent, fixed at the bottom of the window. The page is padded by the banner's
 * height while it shows, so the end of every page can still be scrolled into view above it.
 */
export function ConsentBanner({ onReadPolicy }: { onReadPolicy?: () => void }) {
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = frame.current?.firstElementChild;
    if (element === null || element === undefined) return;
    const pad = () => {
      document.body.style.paddingBottom = `${element.getBoundingClientRect().height + 24}px`;
    };
    pad();
    const observer = new ResizeObserver(pad);
    observer.observe(element);
    return () => {
      observer.disconnect();
      document.body.style.paddingBottom = '';
    };
  }, []);
  return (
    <div ref={frame} className="cookie-consent-frame">
      <CookieConsentBanner onSave={saveCookieSettings} onReadPolicy={onReadPolicy} />
    </div>
  );
}
