import { lazy, Suspense } from 'react';
import { MyProductsPending } from '../products-screen/lazy-my-products-manager';
import type { SellerProductsProps } from './seller-products';

const SellerProducts = lazy(async () => ({ default: (await import('./seller-products')).SellerProducts }));

/** The seller's products views as a chunk of their own, downloaded by sellers only. */
export function LazySellerProducts(props: SellerProductsProps) {
  return (
    <Suspense fallback={<MyProductsPending />}>
      <SellerProducts {...props} />
    </Suspense>
  );
}
