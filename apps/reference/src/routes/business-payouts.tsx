import { Container, Heading, Section, Text } from '@radix-ui/themes';
import { isSellerRole } from '@robomarket/api-client/enums';
import { Link } from 'react-router';
import { useAuth } from '../features/auth';
import { PayoutsScreen } from '../features/payments';
import { usePageTitle } from '../lib/page-title';

/**
 * Route /business/payouts (protected): a seller's balance and payouts from the ledger. Only sellers are paid
 * out; anyone else is told so and sent to their payment history.
 */
export function BusinessPayoutsRoute() {
  const { user } = useAuth();
  const seller = user !== null && user !== undefined && isSellerRole(user.role);
  usePageTitle(seller ? 'Payouts' : 'Payouts are for sellers');
  // RequireAuth renders this route only once the user is known.
  if (!user) return null;
  return (
    <Section size={{ initial: '2', md: '3' }} px="4">
      <Container size="4">
        {seller ? (
          <PayoutsScreen />
        ) : (
          <>
            <Heading as="h1" size="7" mb="2">
              Payouts are for sellers
            </Heading>
            <Text as="p" color="gray">
              Sellers see the money from their orders here. Your own payments are in your{' '}
              <Link to="/payments">Payment History</Link>.
            </Text>
          </>
        )}
      </Container>
    </Section>
  );
}
