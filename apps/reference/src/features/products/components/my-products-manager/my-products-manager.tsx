import { useListProducts } from '@robomarket/api-client/react';
import { MyProducts, type ProductFormValues, type ProductView } from '@robomarket/ui';
import { useEffect } from 'react';
import { failureText } from '../../../../lib/failure-text';
import { useOutcomeToast } from '../../../../lib/outcome-toast';
import { useDeleteProductAndRefresh } from '../../api/product-mutations';
import { useSaveProductWithImages } from '../../api/save-product-with-images';
import { renderRouterLink } from '../../lib/render-router-link';

/** Whose products a list shows: a business's (every member's), or one seller's without a business. */
export type ProductsOwner = { businessId: string } | { sellerId: string };

export interface MyProductsManagerProps {
  /** Whose products the list shows. */
  owner: ProductsOwner;
  /** 2 when the page already has its own level-1 heading (the Home greeting). */
  headingLevel?: 1 | 2;
  /** The user may look but not change them (a business member without the SALES role). */
  readOnly?: boolean;
  /** Whether 'Add New Product' is offered. */
  canAdd?: boolean;
}

// The contract's largest page: a seller's whole range usually arrives in one request.
const PAGE_SIZE = 100;
const DELETE_FAILED = 'Failed to delete product';

/**
 * A seller's product management (product-spec §2 My Products): their business's products (their own without
 * a business), with Add New Product, Edit and Delete; read only for a member without the SALES role. A save uploads the chosen image files after the product (see useSaveProductWithImages).
 * Each change refreshes the list before its dialog closes. Save failures show the
 * server's message (the form falls back to the spec's wording); delete failures say 'Failed to delete
 * product', with the server's reason when it gave one.
 */
export function MyProductsManager({
  owner,
  headingLevel = 1,
  readOnly = false,
  canAdd = true,
}: MyProductsManagerProps) {
  const query = useListProducts({ ...owner, limit: PAGE_SIZE });
  const save = useSaveProductWithImages();
  const remove = useDeleteProductAndRefresh();
  const confirm = useOutcomeToast();

  // The grid has no paging: a seller with more than a page of products gets the rest fetched in turn.
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = query;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isError, fetchNextPage]);

  const products = query.data?.pages.flatMap((page) => page.products) ?? [];

  return (
    <MyProducts
      headingLevel={headingLevel}
      readOnly={readOnly}
      canAdd={canAdd}
      status={query.isPending ? 'loading' : query.isError && !query.data ? 'error' : 'ready'}
      products={products}
      error={failureText(query.error, 'Failed to load products')}
      onRetry={() => void query.refetch()}
      onCreate={(values: ProductFormValues) => confirm(save.create(values), 'Product created', values.name)}
      onUpdate={(product: ProductView, values: ProductFormValues) =>
        confirm(save.update(product.id, values), 'Product updated', values.name)
      }
      onDelete={async (product: ProductView) => {
        try {
          await confirm(remove.mutateAsync(product.id), 'Product deleted', product.name);
        } catch (error) {
          const reason = failureText(error);
          // Two sentences, not "Failed to delete product: Something went wrong…" run together.
          throw new Error(reason ? `${DELETE_FAILED}. ${reason}` : DELETE_FAILED);
        }
      }}
      renderLink={renderRouterLink}
    />
  );
}
