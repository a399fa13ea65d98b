import { Container, Flex, Section } from '@radix-ui/themes';
import { Breadcrumbs } from '@robomarket/ui';
import { WorkflowCreateScreen } from '../features/workflows';
import { renderBreadcrumbLink } from '../lib/breadcrumb-link';
import { usePageTitle } from '../lib/page-title';

/** Route /workflow/new (protected, product-spec §2 Workflow create). */
export function WorkflowNewRoute() {
  usePageTitle('Create Workflow');
  return (
    <Section size={{ initial: '2', md: '3' }} px="4">
      <Container size="2">
        <Flex direction="column" gap="5">
          <Breadcrumbs
            items={[{ label: 'Dashboard', href: '/dashboard' }, { label: 'Create Workflow' }]}
            renderLink={renderBreadcrumbLink}
          />
          <WorkflowCreateScreen />
        </Flex>
      </Container>
    </Section>
  );
}
