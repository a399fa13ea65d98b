import { useAuth } from '../features/auth';
import { AccountScreen } from '../features/business';
import { usePageTitle } from '../lib/page-title';

/** Route /business/settings/account (protected): the business's name, logo, addresses and tax id. */
export function BusinessSettingsAccountRoute() {
  usePageTitle('Account');
  const { user } = useAuth();
  // RequireAuth renders this route only once the user is known.
  if (!user) return null;
  return <AccountScreen userId={user.id} />;
}
