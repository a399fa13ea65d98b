import { Container, Heading, Section, Text } from '@radix-ui/themes';
import { isSellerRole } from '@robomarket/api-client/enums';
import { Link } from 'react-router';
import { actingMembership, actsWithRole, useAuth } from '../features/auth';
import { LazySellerProducts } from '../features/products';
import { usePageTitle } from '../lib/page-title';

/**
 * Routes /business/products, /business/products/catalog, /business/products/inventory and
 * /business/products/pricing (protected): the products of the business the user acts for (ADR 0090: every
 * member's, whoever created them), or a seller's own without a business, in three views reached by tabs and
 * by their addresses (the first two are the catalog). SALES members change them, other members only look
 * (a forced change shows the server's 403); a seller account with SALES also lists new ones. A user with
 * neither a business nor a seller account is told who manages products.
 */
export function BusinessProductsRoute() {
  const { user, memberships } = useAuth();
  const acting = actingMembership(memberships);
  const sellerAccount = user !== null && user !== undefined && isSellerRole(user.role);
  const seller = acting !== undefined || sellerAccount;
  const mayChange = actsWithRole(memberships, 'SALES');
  usePageTitle(seller ? 'My Products' : 'Products are managed by sellers');
  // RequireAuth renders this route only once the user is known.
  if (!user) return null;
  return (
    <Section size={{ initial: '2', md: '3' }} px="4">
      <Container size="4">
        {seller ? (
          <LazySellerProducts
            owner={acting === undefined ? { sellerId: user.id } : { businessId: acting.business_id }}
            readOnly={!mayChange}
            canAdd={sellerAccount && mayChange}
          />
        ) : (
          <>
            <Heading as="h1" size="7" mb="2">
              Products are managed by sellers
            </Heading>
            <Text as="p" color="gray">
              Only business accounts that sell (dealers and their parent or subsidiary companies) list and
              manage products here. Browse what sellers offer in <Link to="/home">Available Products</Link>.
            </Text>
          </>
        )}
      </Container>
    </Section>
  );
}
