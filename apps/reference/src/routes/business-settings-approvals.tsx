import { Container, Heading, Section, Text } from '@radix-ui/themes';
import { ApprovalRulesScreen } from '../features/approvals';
import { useAuth } from '../features/auth';
import { usePageTitle } from '../lib/page-title';

/**
 * Route /business/settings/approvals (protected): the approval rules of the business the user acts for.
 * Its ADMINs change them; other members read them.
 */
export function BusinessSettingsApprovalsRoute() {
  const { user, memberships } = useAuth();
  // The business acted for: the first membership until the header's switcher names another.
  const [acting] = memberships;
  usePageTitle(acting ? 'Approval settings' : 'Approval settings are for businesses');
  // RequireAuth renders this route only once the user is known.
  if (!user) return null;
  return (
    <Section size={{ initial: '2', md: '3' }} px="4">
      <Container size="3">
        {acting ? (
          <ApprovalRulesScreen
            businessId={acting.business_id}
            businessName={acting.name}
            isAdmin={acting.roles.includes('ADMIN')}
          />
        ) : (
          <>
            <Heading as="h1" size="7" mb="2">
              Approval settings are for businesses
            </Heading>
            <Text as="p" color="gray">
              A business sets when awards wait for approval; you act for yourself.
            </Text>
          </>
        )}
      </Container>
    </Section>
  );
}
