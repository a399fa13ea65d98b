import { useAuth } from '../features/auth';
import { AuditScreen } from '../features/business';
import { usePageTitle } from '../lib/page-title';

/** Route /business/settings/audit (protected): the business's audit log, filtered and exported as CSV. */
export function BusinessSettingsAuditRoute() {
  usePageTitle('Audit Log');
  const { user } = useAuth();
  // RequireAuth renders this route only once the user is known.
  if (!user) return null;
  return <AuditScreen userId={user.id} />;
}
