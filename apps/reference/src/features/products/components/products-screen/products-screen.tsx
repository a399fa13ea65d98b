import { isSellerRole } from '../../lib/seller-roles';
import { Catalogue } from '../catalogue';
import { MyProductsManager } from '../my-products-manager';

export interface ProductsScreenProps {
  /** The signed-in user's id; a seller's own products are those with this `seller_id`. */
  userId: string;
  /** The signed-in user's role: sellers manage their products, everyone else browses the catalogue. */
  role: string;
}

/**
 * The products screen of /home and /business/products (product-spec §2 Home screen, §6): My Products for
 * the seller roles (dealer, parent_dealership, child_dealership), 'Available Products' for everyone else.
 */
export function ProductsScreen({ userId, role }: ProductsScreenProps) {
  return isSellerRole(role) ? <MyProductsManager sellerId={userId} /> : <Catalogue />;
}
