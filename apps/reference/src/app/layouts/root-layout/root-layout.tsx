import { Flex } from '@radix-ui/themes';
import { SkipLink } from '@robomarket/ui';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { HeaderAuth, useAuth } from '../../../features/auth';
import { CookieConsent } from '../../../features/cookie-consent';
import { LazyNotificationBell } from '../../../features/notifications';
import { FocusKeeper } from '../../../lib/focus-keeper';
import { PageTitleAnnouncer } from '../../../lib/page-title';
import { logoTarget } from '../../navigation';
import { ErrorPageSignal } from '../../route-error-page';
import { useSitePolicyDialog } from '../../site-policy-dialog';
import { AppNav, profileMenuItems } from '../app-nav';
import { ScrollToTop } from '../scroll-to-top';
import { SiteFooter } from '../site-footer';
import { SiteHeader } from '../site-header';
import './layout.css';

/**
 * The frame of every page: a skip link to the main region, header (with the primary navigation when signed in), the routed content, footer,
 * scroll-to-top on navigation, the focus on the new page's heading (or its title announced) after each
 * navigation, the focus kept on the page when the control holding it goes away, and the cookie consent.
 */
export function RootLayout() {
  const { user } = useAuth();
  // The error page renders below the header, inside the routed content; it reports itself here.
  const [onErrorPage, setOnErrorPage] = useState(false);
  const policyDialog = useSitePolicyDialog();
  return (
    <div className="app-shell">
      <SkipLink />
      <ScrollToTop />
      <FocusKeeper />
      <SiteHeader
        logoHref={logoTarget(user)}
        authSlot={
          <Flex align="center" gap="4">
            {user ? <LazyNotificationBell /> : null}
            <HeaderAuth linkToPages={onErrorPage} menuItems={profileMenuItems(user)} />
          </Flex>
        }
        navSlot={<AppNav user={user} />}
      />
      <ErrorPageSignal value={setOnErrorPage}>
        <PageTitleAnnouncer>
          <Outlet />
        </PageTitleAnnouncer>
      </ErrorPageSignal>
      <SiteFooter />
      <CookieConsent onReadPolicy={() => policyDialog.open('cookies')} />
      {policyDialog.dialog}
    </div>
  );
}
