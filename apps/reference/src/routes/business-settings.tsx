import { useAuth } from '../features/auth';
import { BusinessSettingsScreen } from '../features/business';

/** Route /business/settings (protected): the user's businesses, members, invitations and link requests. */
export function BusinessSettingsRoute() {
  const { user } = useAuth();
  // RequireAuth renders this route only once the user is known.
  if (!user) return null;
  return <BusinessSettingsScreen userId={user.id} />;
}
