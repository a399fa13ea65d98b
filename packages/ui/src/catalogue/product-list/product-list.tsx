import { Button, Flex, Heading } from '@radix-ui/themes';
import { type ReactElement, type ReactNode, useId } from 'react';
import { EmptyState } from '../../internal/empty-state';
import { LoadError } from '../../internal/load-error';
import { LoadingGrid, ProductGrid } from '../../internal/product-grid';
import type { ProductLink, ProductView } from '../../views/product-view';
import { ProductCard } from '../product-card';

/** Where a list's data stands: still loading, failed, or here (possibly empty). */
export type ProductListStatus = 'loading' | 'error' | 'ready';

export interface ProductListProps {
  /** The products to show once `status` is 'ready'; none or an empty array shows the empty state. */
  products?: ReadonlyArray<ProductView>;
  /** Loading shows skeleton cards, error shows `error` with 'Try Again', ready shows the products. */
  status: ProductListStatus;
  /** Why loading failed; 'Failed to load products' when empty. */
  error?: string;
  /** Called by 'Try Again' after a failure. */
  onRetry: () => void;
  /** Offered as 'Load more' under the grid while `hasMore` is true. */
  onLoadMore?: () => void;
  /** Whether another page exists (the list's `next_cursor` is not null). */
  hasMore?: boolean;
  /** A further page is loading: 'Load more' shows 'Loading...' and is disabled. */
  loadingMore?: boolean;
  /** Renders each card's link; see ProductCard. Defaults to a plain `<a href>`. */
  renderLink?: (link: ProductLink) => ReactElement;
  /** The heading above the list; defaults to 'Available Products'. */
  title?: string;
  /** Level of the list's heading: 1 when the list is the page, 2 under a page heading. Cards sit one below. */
  headingLevel?: 1 | 2;
  /**
   * The list shows the results of a search or of filters: with none, it says nothing matched (naming
   * `searchQuery` when there is one) and offers 'Clear filters', which calls this.
   */
  onClearFilters?: () => void;
  /** The words searched for, named when nothing matched. */
  searchQuery?: string;
  /** Shown between the heading and the grid, e.g. the filters. */
  toolbar?: ReactNode;
}

const FALLBACK_ERROR = 'Failed to load products';

/** The catalogue on the Home screen (product-spec §2 Product list): a grid of ProductCards and its states. */
export function ProductList({
  products = [],
  status,
  error,
  onRetry,
  onLoadMore,
  hasMore = false,
  loadingMore = false,
  renderLink,
  title = 'Available Products',
  headingLevel = 1,
  onClearFilters,
  searchQuery,
  toolbar,
}: ProductListProps) {
  const titleId = useId();
  let body: ReactNode;
  if (status === 'loading') {
    body = <LoadingGrid label="Loading amazing products..." />;
  } else if (status === 'error') {
    body = <LoadError message={error?.trim() || FALLBACK_ERROR} onRetry={onRetry} />;
  } else if (products.length === 0 && onClearFilters) {
    const words = searchQuery?.trim();
    body = (
      <EmptyState
        title={words ? `No products match “${words}”` : 'No products match these filters'}
        text="Try other words, or clear the filters to see the whole catalogue."
      >
        <Button variant="soft" onClick={onClearFilters} mt="2">
          Clear filters
        </Button>
      </EmptyState>
    );
  } else if (products.length === 0) {
    body = (
      <EmptyState
        title="No products available yet"
        text="Check back soon for our upcoming robotic products and solutions."
      />
    );
  } else {
    body = (
      <>
        <ProductGrid>
          {products.map((product) => (
            <li key={product.id}>
              <ProductCard
                product={product}
                renderLink={renderLink}
                headingAs={headingLevel === 1 ? 'h2' : 'h3'}
              />
            </li>
          ))}
        </ProductGrid>
        {hasMore && onLoadMore && (
          <Flex justify="center">
            <Button variant="soft" size="3" onClick={onLoadMore} disabled={loadingMore}>
              {loadingMore ? 'Loading...' : 'Load more'}
            </Button>
          </Flex>
        )}
      </>
    );
  }

  return (
    <Flex direction="column" gap="5" asChild>
      <section aria-labelledby={titleId} aria-busy={status === 'loading' || loadingMore}>
        <Heading as={headingLevel === 1 ? 'h1' : 'h2'} size="7" id={titleId}>
          {title}
        </Heading>
        {toolbar}
        {body}
      </section>
    </Flex>
  );
}
