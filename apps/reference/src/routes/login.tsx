import { LoginScreen } from '../features/auth';
import { usePageTitle } from '../lib/page-title';

/** Route /login: the sign-in dialog that cannot be dismissed. */
export function LoginRoute() {
  usePageTitle('Sign In');
  return <LoginScreen />;
}
