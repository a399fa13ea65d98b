import { useAuth } from '../features/auth';
import { SecurityScreen } from '../features/business';
import { usePageTitle } from '../lib/page-title';

/** Route /business/settings/security (protected): publishable keys with their creators; members signed out everywhere. */
export function BusinessSettingsSecurityRoute() {
  usePageTitle('Security');
  const { user } = useAuth();
  // RequireAuth renders this route only once the user is known.
  if (!user) return null;
  return <SecurityScreen userId={user.id} />;
}
