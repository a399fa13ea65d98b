import { Container, Flex, Section } from '@radix-ui/themes';
import { useGetWorkflow } from '@robomarket/api-client/react';
import { Breadcrumbs } from '@robomarket/ui';
import { useParams } from 'react-router';
import { useAuth } from '../features/auth';
import { isWorkflowMissing, WorkflowDetailsScreen } from '../features/workflows';
import { renderBreadcrumbLink } from '../lib/breadcrumb-link';
import { usePageTitle } from '../lib/page-title';

/**
 * Route /workflow/:id (protected, product-spec §2 Workflow details): breadcrumbs back to the dashboard's
 * workflows, then the workflow. The title is the workflow's once it has loaded.
 */
export function WorkflowRoute() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  // The same query as the screen's own (shared cache): one request.
  const query = useGetWorkflow(id);
  usePageTitle(
    query.data
      ? query.data.title
      : isWorkflowMissing(query.error)
        ? 'Workflow not found'
        : query.isError
          ? 'Error loading workflow'
          : null,
  );
  if (!user) return null;
  return (
    <Section size={{ initial: '2', md: '3' }} px="4">
      <Container size="4">
        <Flex direction="column" gap="5">
          <Breadcrumbs
            items={[
              { label: 'Workflows', href: '/dashboard#workflows' },
              { label: query.data?.title ?? 'Workflow' },
            ]}
            renderLink={renderBreadcrumbLink}
          />
          {/* Keyed by id: another workflow starts from its own loading state. */}
          <WorkflowDetailsScreen key={id} workflowId={id} userId={user.id} />
        </Flex>
      </Container>
    </Section>
  );
}
