import { isSellerRole } from '@robomarket/api-client/enums';
import { isBuiltPath, sidebarGroupsFor } from '../app/business-navigation';
import { useAuth } from '../features/auth';
import { SubsidiariesSection } from '../features/business';
import { DashboardScreen } from '../features/dashboard';
import { MyOffers } from '../features/offers';
import { OrderInvitations } from '../features/workflows';
import { usePageTitle } from '../lib/page-title';

/**
 * Routes /dashboard, /business and /business/dashboard (protected, product-spec §2 Dashboard): one screen,
 * the business dashboard with its sidebar, a parent's subsidiaries (link requests and roll-up), and the offers
 * the user made or received. `/dashboard#workflows` scrolls to the workflows list.
 */
export function DashboardRoute() {
  usePageTitle('Business Dashboard');
  const { user, memberships, actingBusinessId } = useAuth();
  // RequireAuth renders this route only once the user is known.
  if (!user) return null;
  const acting = memberships.find((membership) => membership.business_id === actingBusinessId);
  return (
    <DashboardScreen
      user={{ email: user.email, role: user.role }}
      // The roles in the business acted for.
      sidebarGroups={sidebarGroupsFor(user, acting?.roles)}
      isBuilt={isBuiltPath}
      actingBusinessId={acting?.business_id ?? null}
    >
      {/* A parent's subsidiaries: their link requests and the roll-up of their figures (issue 26). */}
      {acting && (
        <SubsidiariesSection
          key={acting.business_id}
          business={acting}
          isAdmin={acting.roles.includes('ADMIN')}
          alwaysShow={user.role === 'parent_dealership'}
        />
      )}
      {/* A seller's order invitations still to answer (issue 25). */}
      {isSellerRole(user.role) && <OrderInvitations />}
      <MyOffers isSeller={isSellerRole(user.role)} />
    </DashboardScreen>
  );
}
