import { Container, Section } from '@radix-ui/themes';
import { isSellerRole } from '@robomarket/api-client/enums';
import { useAuth } from '../features/auth';
import { WorkflowsScreen } from '../features/workflows';
import { usePageTitle } from '../lib/page-title';

/** Route /workflows (protected): every workflow of the user, with filters; a seller's invitations above. */
export function WorkflowsRoute() {
  usePageTitle('Workflows');
  const { user } = useAuth();
  // RequireAuth renders this route only once the user is known.
  if (!user) return null;
  return (
    <Section size={{ initial: '2', md: '3' }} px="4">
      <Container size="4">
        <WorkflowsScreen user={{ id: user.id, isSeller: isSellerRole(user.role) }} />
      </Container>
    </Section>
  );
}
