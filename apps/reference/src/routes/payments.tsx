import { Container, Section } from '@radix-ui/themes';
import { PaymentHistoryScreen } from '../features/payments';
import { usePageTitle } from '../lib/page-title';

/** Route /payments (protected, product-spec §2 Payment history): the caller's payments. */
export function PaymentsRoute() {
  usePageTitle('Payment History');
  return (
    <Section size={{ initial: '2', md: '3' }} px="4">
      <Container size="3">
        <PaymentHistoryScreen />
      </Container>
    </Section>
  );
}
