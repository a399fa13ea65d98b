import { Container, Flex, Link, Section } from '@radix-ui/themes';
import { Link as RouterLink } from 'react-router';
import { AccountLifecycleSection, AccountSettingsScreen } from '../features/auth';
import { PendingInvitations } from '../features/business';
import { NotificationPreferencesSection } from '../features/notifications';
import { usePageTitle } from '../lib/page-title';

/**
 * Route /account-settings (protected): the profile, the user's pending business invitations, then their
 * notification preferences (ADR 0096).
 */
export function AccountSettingsRoute() {
  usePageTitle('Account Settings');
  return (
    <>
      <AccountSettingsScreen />
      <Section size="1" px="4" pt="0">
        <Container size="3">
          <Flex direction="column" gap="3">
            <PendingInvitations headingLevel={2} />
            <AccountLifecycleSection />
            <NotificationPreferencesSection />
            <Link asChild>
              <RouterLink to="/business/settings">
                Business Settings: your businesses and their members
              </RouterLink>
            </Link>
          </Flex>
        </Container>
      </Section>
    </>
  );
}
