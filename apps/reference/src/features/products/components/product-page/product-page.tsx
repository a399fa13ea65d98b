import { ApiError } from '@robomarket/api-client';
import { useGetProduct } from '@robomarket/api-client/react';
import { ProductDisplay, type ProductDisplayBackLink } from '@robomarket/ui';
import { failureText } from '../../../../lib/failure-text';
import { renderRouterLink } from '../../lib/render-router-link';

export interface ProductPageProps {
  /** The product's id, from the address /product/{id}. */
  productId: string;
  /** The way back offered when there is no such product: where this user's products are listed. */
  backLink?: ProductDisplayBackLink;
  /** Called by 'Make an Offer'. */
  onMakeOffer?: () => void;
  /** Whether 'Make an Offer' is offered (not to the product's own seller). */
  canMakeOffer?: boolean;
  /** Called by 'Contact Seller'. */
  onContactSeller?: () => void;
  /** Whether 'Contact Seller' is offered (not to the product's own seller). */
  canContactSeller?: boolean;
}

/**
 * The body of /product/{id} (product-spec §2 Product display, §8): the product, 'Product not found' with
 * a way back when the server has none by that id, or 'Failed to load product' over the failure in words for
 * people, with 'Try Again'.
 */
export function ProductPage({
  productId,
  backLink,
  onMakeOffer,
  canMakeOffer,
  onContactSeller,
  canContactSeller,
}: ProductPageProps) {
  const query = useGetProduct(productId);
  // 404: no such product. 400: the address holds no valid product id, so there cannot be one either.
  const notFound = query.error instanceof ApiError && [400, 404].includes(query.error.status);
  return (
    <ProductDisplay
      status={query.isPending ? 'loading' : query.isError && !notFound ? 'error' : 'ready'}
      product={notFound ? null : query.data}
      error={query.error ? failureText(query.error) : undefined}
      onRetry={() => void query.refetch()}
      backLink={backLink}
      renderLink={renderRouterLink}
      onMakeOffer={onMakeOffer}
      canMakeOffer={canMakeOffer}
      onContactSeller={onContactSeller}
      canContactSeller={canContactSeller}
    />
  );
}
