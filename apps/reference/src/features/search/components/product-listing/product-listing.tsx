import { Button, Flex, Text } from '@radix-ui/themes';
import type { ListProductsQuery } from '@robomarket/api-client';
import { useListProducts } from '@robomarket/api-client/react';
import { ProductList, type ProductView } from '@robomarket/ui';
import type { ReactNode } from 'react';
import { failureText } from '../../../../lib/failure-text';
import { renderRouterLink } from '../../../../lib/router-link';

const LOAD_FAILED = 'Failed to load products';

export interface ProductListingProps {
  /** The listProducts filters, search and order. */
  query: Omit<ListProductsQuery, 'cursor'>;
  /** The list's heading. */
  title: string;
  /** Shown between the heading and the cards (the filters). */
  toolbar?: ReactNode;
  /** With filters or words in force: an empty result offers 'Clear filters', which calls this. */
  onClearFilters?: () => void;
  /**
   * Keeps only the products this accepts, and stops paging at the first page whose last product it refuses
   * (for lists in the server's order that end at a point, such as the last 30 days of newest first).
   */
  keepWhile?: (product: ProductView) => boolean;
}

/** A product list of the catalogue that pages with 'Load more'; 'Try Again' after a failure. */
export function ProductListing({ query, title, toolbar, onClearFilters, keepWhile }: ProductListingProps) {
  const list = useListProducts(query);
  const pages = list.data?.pages ?? [];
  const all = pages.flatMap((page) => page.products);
  const products = keepWhile ? all.filter(keepWhile) : all;
  const lastProduct = all.at(-1);
  const ended = keepWhile !== undefined && lastProduct !== undefined && !keepWhile(lastProduct);
  const error = failureText(list.error, LOAD_FAILED);
  return (
    <>
      <ProductList
        title={title}
        toolbar={toolbar}
        status={list.isPending ? 'loading' : list.isError && !list.data ? 'error' : 'ready'}
        products={products}
        error={error}
        onRetry={() => void list.refetch()}
        hasMore={list.hasNextPage && !ended}
        loadingMore={list.isFetchingNextPage}
        onLoadMore={() => void list.fetchNextPage()}
        renderLink={renderRouterLink}
        onClearFilters={onClearFilters}
        searchQuery={query.q}
      />
      {list.isFetchNextPageError && (
        <Flex direction="column" align="center" gap="2" mt="3">
          <Text as="p" role="alert" color="red" align="center">
            {error}
          </Text>
          <Button variant="soft" onClick={() => void list.fetchNextPage()}>
            Try Again
          </Button>
        </Flex>
      )}
    </>
  );
}
