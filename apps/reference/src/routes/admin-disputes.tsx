import { Container, Section } from '@radix-ui/themes';
import { PageMessage } from '@robomarket/ui';
import { useAuth } from '../features/auth';
import { AdminDisputesScreen } from '../features/payments';
import { usePageTitle } from '../lib/page-title';

/**
 * Route /admin/disputes (protected; platform admins only, role `admin`): contested disputes and the
 * decision on each. Anyone else signed in is told the page is not theirs, and nothing is asked of the
 * server.
 */
export function AdminDisputesRoute() {
  const { user } = useAuth();
  const admin = user?.role === 'admin';
  usePageTitle(admin ? 'Disputes' : 'Page not found');
  if (!user) return null;
  return (
    <Section size={{ initial: '2', md: '3' }} px="4">
      <Container size="3">
        {admin ? (
          <AdminDisputesScreen />
        ) : (
          <PageMessage title="Page not found" text="This page is only for platform admins." />
        )}
      </Container>
    </Section>
  );
}
