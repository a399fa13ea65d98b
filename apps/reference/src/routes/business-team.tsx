import { useAuth } from '../features/auth';
import { TeamScreen } from '../features/business';
import { usePageTitle } from '../lib/page-title';

/** Route /business/team (protected): the business's members with their roles and limits, invitations sent and pending. */
export function BusinessTeamRoute() {
  usePageTitle('Team');
  const { user } = useAuth();
  // RequireAuth renders this route only once the user is known.
  if (!user) return null;
  return <TeamScreen userId={user.id} />;
}
