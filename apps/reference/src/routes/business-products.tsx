import { Container, Heading, Section, Text } from '@radix-ui/themes';
import { isSellerRole } from '@robomarket/api-client/enums';
import { Link } from 'react-router';
import { useAuth } from '../features/auth';
import { LazySellerProducts } from '../features/products';
import { usePageTitle } from '../lib/page-title';

/**
 * Routes /business/products, /business/products/catalog, /business/products/inventory and
 * /business/products/pricing (protected): a seller's products, in three views reached by tabs and by their
 * addresses (the first two are the catalog). Only sellers manage products; anyone else is told so.
 */
export function BusinessProductsRoute() {
  const { user } = useAuth();
  const seller = user !== null && user !== undefined && isSellerRole(user.role);
  usePageTitle(seller ? 'My Products' : 'Products are managed by sellers');
  // RequireAuth renders this route only once the user is known.
  if (!user) return null;
  return (
    <Section size={{ initial: '2', md: '3' }} px="4">
      <Container size="4">
        {seller ? (
          <LazySellerProducts sellerId={user.id} />
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
