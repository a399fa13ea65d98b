import { Button, Flex, Grid, Heading, Skeleton, Text } from '@radix-ui/themes';
import { type ReactElement, type ReactNode, useId } from 'react';
import { EmptyState } from '../../internal/empty-state';
import { LoadError } from '../../internal/load-error';
import { plainLink } from '../../internal/plain-link';
import type { ProductLink } from '../../views/product-view';
import type { RfpView } from '../../views/rfp-view';
import { RfpCard } from './rfp-card';
import { RfpFilters, type RfpMarketplaceFilters } from './rfp-filters';

export interface RfpMarketplaceProps {
  /** Loading shows placeholders, error shows `error` with 'Try again', ready shows the RFPs. */
  status: 'loading' | 'error' | 'ready';
  /** The open RFPs (SUBMITTED or UNDER_REVIEW) matching the filters, newest first. */
  rfps?: ReadonlyArray<RfpView>;
  /** Why loading failed; 'Failed to fetch RFPs' when empty. */
  error?: string;
  /** Called by 'Try again' after a failure. */
  onRetry: () => void;
  /** The filters in force (from the page's address), shown in the filter fields. */
  filters: RfpMarketplaceFilters;
  /** Called with the new filters by Apply Filters and Clear Filters. */
  onFiltersChange: (filters: RfpMarketplaceFilters) => void;
  /** Whether another page exists. */
  hasMore?: boolean;
  /** A further page is loading. */
  loadingMore?: boolean;
  /** Offered as 'Load more' while `hasMore` is true. */
  onLoadMore?: () => void;
  /** Renders each card's 'View Details & Respond' link; defaults to a plain `<a href>`. */
  renderLink?: (link: ProductLink) => ReactElement;
}

/** The RFP marketplace (product-spec §2): filters, then a card per open RFP and its states. */
export function RfpMarketplace({
  status,
  rfps = [],
  error,
  onRetry,
  filters,
  onFiltersChange,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  renderLink = plainLink,
}: RfpMarketplaceProps) {
  const titleId = useId();
  let body: ReactNode;
  if (status === 'loading') {
    body = (
      <Flex direction="column" gap="3">
        <Text role="status" color="gray">
          Loading RFPs...
        </Text>
        <Grid columns={{ initial: '1', sm: '2', lg: '3' }} gap="4" aria-hidden>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} height="260px" />
          ))}
        </Grid>
      </Flex>
    );
  } else if (status === 'error') {
    body = <LoadError message={error?.trim() || 'Failed to fetch RFPs'} onRetry={onRetry} />;
  } else if (rfps.length === 0) {
    body = (
      <EmptyState
        title="No matching RFPs found"
        text="Try other filters, or check back soon for new requests."
      />
    );
  } else {
    body = (
      <>
        <Grid
          asChild
          columns={{ initial: '1', sm: '2', lg: '3' }}
          gap="4"
          m="0"
          p="0"
          style={{ listStyle: 'none' }}
        >
          <ul>
            {rfps.map((rfp) => (
              <li key={rfp.id}>
                <RfpCard rfp={rfp} renderLink={renderLink} />
              </li>
            ))}
          </ul>
        </Grid>
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
        <Flex direction="column" gap="1">
          <Heading as="h1" size="7" id={titleId}>
            RFP Marketplace
          </Heading>
          <Text color="gray">Open requests for proposals from buyers. Respond with your best offer.</Text>
        </Flex>
        <RfpFilters filters={filters} onFiltersChange={onFiltersChange} />
        {body}
      </section>
    </Flex>
  );
}
