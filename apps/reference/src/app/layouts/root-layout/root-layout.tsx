import { Outlet } from 'react-router';
import { ScrollToTop } from '../scroll-to-top';
import { SiteFooter } from '../site-footer';
import { SiteHeader } from '../site-header';
import './layout.css';

/** The frame of every page: header, the routed content, footer, and scroll-to-top on navigation. */
export function RootLayout() {
  return (
    <div className="app-shell">
      <ScrollToTop />
      <SiteHeader />
      <Outlet />
      <SiteFooter />
    </div>
  );
}
