import { Container, Heading, Section, Text } from '@radix-ui/themes';
import { useAuth } from '../features/auth';
import { BusinessNotificationSettingsScreen } from '../features/notifications';
import { usePageTitle } from '../lib/page-title';

/**
 * Route /business/settings/notifications (protected, product-spec §2 Settings): the new RFPs the business
 * acted for hears about. Its ADMINs change them; other members read them.
 */
export function BusinessSettingsNotificationsRoute() {
  const { user, memberships } = useAuth();
  const [acting] = memberships;
  usePageTitle(acting ? 'Notification settings' : 'Notification settings are for businesses');
  if (!user) return null;
  return (
    <Section size={{ initial: '2', md: '3' }} px="4">
      <Container size="3">
        {acting ? (
          <BusinessNotificationSettingsScreen
            businessId={acting.business_id}
            businessName={acting.name}
            isAdmin={acting.roles.includes('ADMIN')}
          />
        ) : (
          <>
            <Heading as="h1" size="7" mb="2">
              Notification settings are for businesses
            </Heading>
            <Text as="p" color="gray">
              Choose how you are told about your own deals on Account Settings.
            </Text>
          </>
        )}
      </Container>
    </Section>
  );
}
