import { useAuth } from '../features/auth';
import { MemberHome } from '../features/home';
import { ProductsScreen } from '../features/products';
import { usePageTitle } from '../lib/page-title';

/**
 * Route /home (protected, product-spec §2 Home screen): a short greeting over the products screen, My
 * Products for sellers and 'Available Products' for everyone else.
 */
export function HomeRoute() {
  usePageTitle('Home');
  const { user, isNewAccount } = useAuth();
  // RequireAuth renders this route only once the user is known.
  if (!user) return null;
  return (
    <MemberHome firstName={user.first_name} role={user.role} isNewAccount={isNewAccount}>
      <ProductsScreen userId={user.id} role={user.role} headingLevel={2} />
    </MemberHome>
  );
}
