import { HeaderAuth } from '../../../features/auth';
import { RouteErrorPage } from '../../route-error-page';
import { SiteFooter } from '../site-footer';
import { SiteHeader } from '../site-header';

/**
 * Last-resort error element on the root route, for failures outside any layout's own boundary: it
 * draws the header and footer itself, because the root layout that normally does is not rendered.
 */
export function RootError() {
  return (
    <div className="app-shell">
      <SiteHeader authSlot={<HeaderAuth linkToPages />} />
      <main id="main" className="app-main">
        <RouteErrorPage />
      </main>
      <SiteFooter />
    </div>
  );
}
