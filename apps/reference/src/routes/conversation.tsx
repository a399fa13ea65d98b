import { Container, Flex, Section } from '@radix-ui/themes';
import { Breadcrumbs } from '@robomarket/ui';
import { useCallback, useState } from 'react';
import { useParams } from 'react-router';
import { useAuth } from '../features/auth';
import { ProductConversationScreen } from '../features/messages';
import { renderBreadcrumbLink } from '../lib/breadcrumb-link';
import { usePageTitle } from '../lib/page-title';

/**
 * Route /messages/:id (protected, ADR 0088): one conversation about a product, under Messages. The title
 * names the product once the conversation has loaded.
 */
export function ConversationRoute() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  const [title, setTitle] = useState<string | null>(null);
  usePageTitle(title);
  const loaded = useCallback(
    (productName: string | null) =>
      setTitle(productName === null ? 'Conversation not found' : `Question about ${productName}`),
    [],
  );
  return (
    <Section size={{ initial: '2', md: '3' }} px="4">
      <Container size="3">
        <Flex direction="column" gap="5">
          <Breadcrumbs
            items={[{ label: 'Messages', href: '/messages' }, { label: 'Conversation' }]}
            renderLink={renderBreadcrumbLink}
          />
          {user && (
            // Keyed by id: another conversation starts from its own loading state.
            <ProductConversationScreen key={id} conversationId={id} userId={user.id} onLoaded={loaded} />
          )}
        </Flex>
      </Container>
    </Section>
  );
}
