import { SkipLink } from '@robomarket/ui';
import { HeaderAuth, useAuth } from '../../../features/auth';
import { logoTarget } from '../../navigation';
import { RouteErrorPage } from '../../route-error-page';
import { AppNav, profileMenuItems } from '../app-nav';
import { SiteFooter } from '../site-footer';
import { SiteHeader } from '../site-header';

/**
 * Last-resort error element on the root route, for failures outside any layout's own boundary: it
 * draws the header and footer itself, because the root layout that normally does is not rendered.
 */
export function RootError() {
  const { user } = useAuth();
  return (
    <div className="app-shell">
      <SkipLink />
      <SiteHeader
        logoHref={logoTarget(user)}
        authSlot={<HeaderAuth linkToPages menuItems={profileMenuItems(user)} />}
        navSlot={<AppNav user={user} />}
      />
      <main id="main" tabIndex={-1} className="app-main">
        <RouteErrorPage />
      </main>
      <SiteFooter />
    </div>
  );
}
