import { CookieConsentBanner } from '@robomarket/ui';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { saveCookieSettings } from '../cookie-settings';

/**
 * The landing-area cookie consent, fixed at the bottom of the window. The page is padded by the banner's
 * height while it shows, so the end of every page can still be scrolled into view above it. With a `host`
 * (CookieConsentSlot, inside a dialog that cannot be closed) it shows there instead, in the flow.
 */
export function ConsentBanner({
  onReadPolicy,
  host = null,
}: {
  onReadPolicy?: (() => void) | undefined;
  host?: HTMLElement | null;
}) {
  if (host !== null) {
    return createPortal(
      <CookieConsentBanner inline onSave={saveCookieSettings} onReadPolicy={onReadPolicy} />,
      host,
    );
  }
  return <FixedConsentBanner onReadPolicy={onReadPolicy} />;
}

function FixedConsentBanner({ onReadPolicy }: { onReadPolicy?: (() => void) | undefined }) {
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
