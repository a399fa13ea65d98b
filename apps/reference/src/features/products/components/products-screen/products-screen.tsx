import { isSellerRole } from '@robomarket/api-client/enums';
import { Suspense } from 'react';
import { Catalogue } from '../catalogue';
import { LazyMyProductsManager, MyProductsPending } from './lazy-my-products-manager';

export interface ProductsScreenProps {
  /** The signed-in user's id; a seller's own products are those with this `seller_id`. */
  userId: string;
  /** The signed-in user's role: sellers manage their products, everyone else browses the catalogue. */
  role: string;
  /** 2 when the page already has its own level-1 heading (the Home greeting). */
  headingLevel?: 1 | 2;
}

/**
 * The products screen of /home and /business/products (product-spec §2 Home screen, §6): My Products for
 * the seller roles (dealer, parent_dealership, child_dealership), 'Available Products' for everyone else.
 */
export function ProductsScreen({ userId, role, headingLevel = 1 }: ProductsScreenProps) {
  return isSellerRole(role) ? (
    <Suspense fallback={<MyProductsPending />}>
      <LazyMyProductsManager owner={{ sellerId: userId }} headingLevel={headingLevel} />
    </Suspense>
  ) : (
    <Catalogue headingLevel={headingLevel} />
  );
}
