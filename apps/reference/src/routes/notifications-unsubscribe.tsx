import { Container, Section } from '@radix-ui/themes';
import { useSearchParams } from 'react-router';
import { UnsubscribeScreen } from '../features/notifications';
import { usePageTitle } from '../lib/page-title';

/** Route /notifications/unsubscribe?token= (public): where a notification mail's unsubscribe link leads. */
export function NotificationsUnsubscribeRoute() {
  usePageTitle('Unsubscribe');
  const [params] = useSearchParams();
  return (
    <Section size={{ initial: '2', md: '3' }} px="4">
      <Container size="3">
        <UnsubscribeScreen token={params.get('token') ?? ''} />
      </Container>
    </Section>
  );
}
