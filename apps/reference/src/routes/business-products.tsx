import { Container, Section } from '@radix-ui/themes';
import { useAuth } from '../features/auth';
import { isSellerRole, ProductsScreen } from '../features/products';
import { usePageTitle } from '../lib/page-title';

/**
 * Routes /business/products, /business/products/catalog, /business/products/inventory and
 * /business/products/pricing (protected): one products screen, as product-spec §2 lists them.
 */
export function BusinessProductsRoute() {
  const { user } = useAuth();
  // The same screen shows the catalogue to a user who does not sell; the title says what is shown.
  usePageTitle(user && !isSellerRole(user.role) ? 'Available Products' : 'My Products');
  // RequireAuth renders this route only once the user is known.
  if (!user) return null;
  return (
    <Section size={{ initial: '2', md: '3' }} px="4">
      <Container size="4">
        <ProductsScreen userId={user.id} role={user.role} />
      </Container>
    </Section>
  );
}
