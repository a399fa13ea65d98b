import { Button, Flex, Text } from '@radix-ui/themes';
import { useListProducts } from '@robomarket/api-client/react';
import { ProductList } from '@robomarket/ui';
import { failureText } from '../../../../lib/failure-text';
import { renderRouterLink } from '../../lib/render-router-link';

const LOAD_FAILED = 'Failed to load products';

/**
 * 'Available Products' (product-spec §2 Product list): the whole catalogue, newest first, a page at a time
 * with 'Load more' while the server reports a next page. 'Try Again' fetches again.
 */
export function Catalogue({ headingLevel = 1 }: { headingLevel?: 1 | 2 }) {
  const query = useListProducts();
  const products = query.data?.pages.flatMap((page) => page.products) ?? [];
  return (
    <>
      <ProductList
        headingLevel={headingLevel}
        // A failed 'Load more' keeps the pages already shown; only a failed first page is an error.
        status={query.isPending ? 'loading' : query.isError && !query.data ? 'error' : 'ready'}
        products={products}
        error={failureText(query.error, LOAD_FAILED)}
        onRetry={() => void query.refetch()}
        hasMore={query.hasNextPage}
        loadingMore={query.isFetchingNextPage}
        onLoadMore={() => void query.fetchNextPage()}
        renderLink={renderRouterLink}
      />
      {query.isFetchNextPageError && (
        <Flex direction="column" align="center" gap="2" mt="3">
          <Text as="p" role="alert" color="red" align="center">
            {failureText(query.error, LOAD_FAILED)}
          </Text>
          <Button variant="soft" onClick={() => void query.fetchNextPage()}>
            Try Again
          </Button>
        </Flex>
      )}
    </>
  );
}
