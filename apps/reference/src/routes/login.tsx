import { LoginScreen } from '../features/auth';
import { CookieConsentSlot } from '../features/cookie-consent';
import { usePageTitle } from '../lib/page-title';

/**
 * Route /login: the sign-in dialog that cannot be dismissed, with the cookie consent inside it for a
 * visitor who has not chosen yet (under the dialog's overlay it could be neither seen whole nor reached).
 */
export function LoginRoute() {
  usePageTitle('Sign In');
  return <LoginScreen dialogAside={<CookieConsentSlot />} />;
}
