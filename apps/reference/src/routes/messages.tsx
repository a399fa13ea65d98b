import { Container, Section } from '@radix-ui/themes';
import { useAuth } from '../features/auth';
import { ConversationsScreen } from '../features/messages';
import { usePageTitle } from '../lib/page-title';

/** Route /messages (protected, ADR 0088): the caller's conversations about products. */
export function MessagesRoute() {
  usePageTitle('Messages');
  const { user } = useAuth();
  return (
    <Section size={{ initial: '2', md: '3' }} px="4">
      <Container size="3">{user && <ConversationsScreen userId={user.id} />}</Container>
    </Section>
  );
}
