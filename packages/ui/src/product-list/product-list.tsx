import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import {
  AspectRatio,
  Box,
  Button,
  Callout,
  Card,
  Flex,
  Grid,
  Heading,
  Inset,
  Skeleton,
  Text,
} from '@radix-ui/themes';
import { type ReactElement, type ReactNode, useId } from 'react';
import { ProductCard, type ProductLink } from '../product-card/product-card';
import type { ProductView } from '../product-card/product-view';

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
}

const FALLBACK_ERROR = 'Failed to load products';

/** One to three columns, by viewport width. */
const COLUMNS = { initial: '1', sm: '2', md: '3' } as const;

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
}: ProductListProps) {
  const titleId = useId();
  let body: ReactNode;
  if (status === 'loading') {
    body = <LoadingGrid label="Loading amazing products..." />;
  } else if (status === 'error') {
    body = <LoadError message={error?.trim() || FALLBACK_ERROR} onRetry={onRetry} />;
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
        {body}
      </section>
    </Flex>
  );
}

/** A responsive list laid out as a grid; list semantics stay for screen readers despite `list-style: none`. */
export function ProductGrid({ children }: { children: ReactNode }) {
  return (
    <Grid columns={COLUMNS} gap="4" asChild>
      {/* biome-ignore lint/a11y/noRedundantRoles: Safari drops list semantics once list-style is none. */}
      <ul role="list" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {children}
      </ul>
    </Grid>
  );
}

/** Skeleton cards shaped like the real ones, and `label` announced as a status. */
export function LoadingGrid({ label }: { label: string }) {
  return (
    <Flex direction="column" gap="4">
      <Text role="status" color="gray">
        {label}
      </Text>
      <Grid columns={COLUMNS} gap="4" aria-hidden>
        {[0, 1, 2].map((card) => (
          <Card key={card} size="2">
            <Flex direction="column" gap="3">
              <Inset clip="padding-box" side="top" pb="current">
                <AspectRatio ratio={4 / 3}>
                  <Skeleton width="100%" height="100%" />
                </AspectRatio>
              </Inset>
              <Skeleton width="72px" height="20px" />
              <Skeleton width="70%" height="22px" />
              <Skeleton width="100%" height="14px" />
              <Skeleton width="85%" height="14px" />
              <Skeleton width="96px" height="22px" />
            </Flex>
          </Card>
        ))}
      </Grid>
    </Flex>
  );
}

/** A load failure as an alert, with 'Try Again'. */
export function LoadError({ message, onRetry }: { message: string; onRetry: (() => void) | undefined }) {
  return (
    <Callout.Root color="red" role="alert" highContrast>
      <Callout.Icon>
        <ExclamationTriangleIcon />
      </Callout.Icon>
      <Callout.Text>{message}</Callout.Text>
      {onRetry && (
        <Box>
          <Button variant="soft" color="red" highContrast onClick={onRetry}>
            Try Again
          </Button>
        </Box>
      )}
    </Callout.Root>
  );
}

/** A centred message in a card for a list with nothing in it. */
export function EmptyState({
  title,
  text,
  children,
}: {
  title: string;
  text?: string;
  children?: ReactNode;
}) {
  return (
    <Card size="4">
      <Flex direction="column" align="center" gap="2" py="6">
        <Text as="p" size="5" weight="bold" align="center">
          {title}
        </Text>
        {text && (
          <Text as="p" color="gray" align="center">
            {text}
          </Text>
        )}
        {children}
      </Flex>
    </Card>
  );
}
