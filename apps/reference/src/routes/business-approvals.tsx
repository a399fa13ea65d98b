import { Container, Heading, Section, Text } from '@radix-ui/themes';
import { ApprovalsScreen } from '../features/approvals';
import { useAuth } from '../features/auth';
import { usePageTitle } from '../lib/page-title';

/**
 * Route /business/approvals (protected): the awards of the business the user acts for that wait for
 * approval. An APPROVER decides them; every member sees their own. A customer has no business to ask.
 */
export function BusinessApprovalsRoute() {
  const { user, memberships } = useAuth();
  // The business acted for: the first membership until the header's switcher names another.
  const [acting] = memberships;
  usePageTitle(acting ? 'Approvals' : 'Approvals are for businesses');
  // RequireAuth renders this route only once the user is known.
  if (!user) return null;
  return (
    <Section size={{ initial: '2', md: '3' }} px="4">
      <Container size="3">
        {acting ? (
          <ApprovalsScreen businessName={acting.name} isApprover={acting.roles.includes('APPROVER')} />
        ) : (
          <>
            <Heading as="h1" size="7" mb="2">
              Approvals are for businesses
            </Heading>
            <Text as="p" color="gray">
              Awards wait for approval only inside a business, where an ADMIN sets spending limits.
            </Text>
          </>
        )}
      </Container>
    </Section>
  );
}
