import { lazy, Suspense } from 'react';
import { MyProductsPending } from '../products-screen/lazy-my-products-manager';

const SellerProducts = lazy(async () => ({ default: (await import('./seller-products')).SellerProducts }));

/** The seller's products views as a chunk of their own, downloaded by sellers only. */
export function LazySellerProducts({ sellerId }: { sellerId: string }) {
  return (
    <Suspense fallback={<MyProductsPending />}>
      <SellerProducts sellerId={sellerId} />
    </Suspense>
  );
}
