import { useState } from 'react';
import { Outlet } from 'react-router';
import { HeaderAuth } from '../../../features/auth';
import { ErrorPageSignal } from '../../route-error-page';
import { ScrollToTop } from '../scroll-to-top';
import { SiteFooter } from '../site-footer';
import { SiteHeader } from '../site-header';
import './layout.css';

/** The frame of every page: header, the routed content, footer, and scroll-to-top on navigation. */
export function RootLayout() {
  // The error page renders below the header, inside the routed content; it reports itself here.
  const [onErrorPage, setOnErrorPage] = useState(false);
  return (
    <div className="app-shell">
      <ScrollToTop />
      <SiteHeader authSlot={<HeaderAuth linkToPages={onErrorPage} />} />
      <ErrorPageSignal value={setOnErrorPage}>
        <Outlet />
      </ErrorPageSignal>
      <SiteFooter />
    </div>
  );
}
