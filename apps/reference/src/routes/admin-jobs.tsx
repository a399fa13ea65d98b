import { Container, Section } from '@radix-ui/themes';
import { PageMessage } from '@robomarket/ui';
import { useAuth } from '../features/auth';
import { AdminJobsScreen } from '../features/jobs';
import { usePageTitle } from '../lib/page-title';

/**
 * Route /admin/jobs (protected; platform admins only, role `admin`): the job queue's dead-letter list and
 * replaying its jobs. Anyone else signed in is told the page is not theirs, and nothing is asked of the server.
 */
export function AdminJobsRoute() {
  const { user } = useAuth();
  const admin = user?.role === 'admin';
  usePageTitle(admin ? 'Jobs' : 'Page not found');
  if (!user) return null;
  return (
    <Section size={{ initial: '2', md: '3' }} px="4">
      <Container size="3">
        {admin ? (
          <AdminJobsScreen />
        ) : (
          <PageMessage title="Page not found" text="This page is only for platform admins." />
        )}
      </Container>
    </Section>
  );
}
