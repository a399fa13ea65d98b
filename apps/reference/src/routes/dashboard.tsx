import { isSellerRole } from '@robomarket/api-client/enums';
import { isBuiltPath, sidebarGroupsFor } from '../app/business-navigation';
import { useAuth } from '../features/auth';
import { DashboardScreen } from '../features/dashboard';
import { MyOffers } from '../features/offers';
import { OrderInvitations } from '../features/workflows';
import { usePageTitle } from '../lib/page-title';

/**
 * Routes /dashboard, /business and /business/dashboard (protected, product-spec §2 Dashboard): one screen,
 * the business dashboard with its sidebar, and the offers the user made or received. `/dashboard#workflows` scrolls to the workflows list.
 */
export function DashboardRoute() {
  usePageTitle('Business Dashboard');
  const { user, memberships } = useAuth();
  // RequireAuth renders this route only once the user is known.
  if (!user) return null;
  return (
    <DashboardScreen
      user={{ email: user.email, role: user.role }}
      // The roles in the business acted for (the first membership until the header's switcher names another).
      sidebarGroups={sidebarGroupsFor(user, memberships[0]?.roles)}
      isBuilt={isBuiltPath}
    >
      {/* A seller's order invitations still to answer (issue 25). */}
      {isSellerRole(user.role) && <OrderInvitations />}
      <MyOffers isSeller={isSellerRole(user.role)} />
    </DashboardScreen>
  );
}
