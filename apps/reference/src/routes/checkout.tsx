import { Container, Section } from '@radix-ui/themes';
import { useParams } from 'react-router';
import { useAuth } from '../features/auth';
import { CheckoutScreen } from '../features/payments';

/**
 * Route /checkout/:paymentId (protected, issue 12): the sandbox card provider's checkout page, where the
 * payment session's `checkout_url` sends the buyer.
 */
export function CheckoutRoute() {
  const { paymentId = '' } = useParams();
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Section size={{ initial: '2', md: '3' }} px={{ initial: '3', sm: '4' }}>
      <Container size="2">
        {/* Keyed by id: another payment starts from its own loading state. */}
        <CheckoutScreen key={paymentId} paymentId={paymentId} userId={user.id} />
      </Container>
    </Section>
  );
}
