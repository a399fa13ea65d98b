import { Container } from '@radix-ui/themes';
import { Breadcrumbs } from '@robomarket/ui';
import { useAuth } from '../features/auth';
import { BusinessSettingsScreen } from '../features/business';
import { renderBreadcrumbLink } from '../lib/breadcrumb-link';
import { usePageTitle } from '../lib/page-title';

/** Route /business/settings (protected): the user's businesses, members, invitations and link requests. */
export function BusinessSettingsRoute() {
  usePageTitle('Business Settings');
  const { user } = useAuth();
  // RequireAuth renders this route only once the user is known.
  if (!user) return null;
  return (
    <>
      {/* Reached from Account Settings, so that is the way back up. */}
      <Container size="3" px="4" pt="5">
        <Breadcrumbs
          items={[{ label: 'Account Settings', href: '/account-settings' }, { label: 'Business Settings' }]}
          renderLink={renderBreadcrumbLink}
        />
      </Container>
      <BusinessSettingsScreen userId={user.id} />
    </>
  );
}
