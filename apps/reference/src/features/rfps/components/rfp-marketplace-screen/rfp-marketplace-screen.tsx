import { openRfpStatusValues } from '@robomarket/api-client/enums';
import { toMoneyString } from '@robomarket/api-client/money';
import { useListRfps } from '@robomarket/api-client/react';
import { RfpMarketplace, type RfpMarketplaceFilters } from '@robomarket/ui';
import { useSearchParams } from 'react-router';
import { failureText } from '../../../../lib/failure-text';
import { renderRouterLink } from '../../lib/render-router-link';

/**
 * The filters in the address (`?industry=&minBudget=&maxBudget=`); amounts as people write them
 * (`minBudget=30,000`) are read as the two-decimal amount, malformed ones are left out.
 */
export function filtersOf(params: URLSearchParams): RfpMarketplaceFilters {
  const money = (name: string) => toMoneyString(params.get(name) ?? '') ?? '';
  return {
    industry: params.get('industry')?.trim() ?? '',
    minBudget: money('minBudget'),
    maxBudget: money('maxBudget'),
  };
}

/**
 * /rfp/marketplace (product-spec §2): the open RFPs (SUBMITTED, UNDER_REVIEW) filtered by industry and
 * budget. The filters live in the address, so a shared link, Back and Forward reproduce them.
 */
export function RfpMarketplaceScreen() {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const query = useListRfps({
    status: [...openRfpStatusValues],
    ...(filters.industry && { industry: filters.industry }),
    ...(filters.minBudget && { minBudget: filters.minBudget }),
    ...(filters.maxBudget && { maxBudget: filters.maxBudget }),
  });
  const rfps = query.data?.pages.flatMap((page) => page.rfps) ?? [];
  return (
    <RfpMarketplace
      status={query.isPending ? 'loading' : query.isError && !query.data ? 'error' : 'ready'}
      rfps={rfps}
      error={failureText(query.error, 'Failed to fetch RFPs')}
      onRetry={() => void query.refetch()}
      filters={filters}
      onFiltersChange={(next) => {
        const search = new URLSearchParams();
        if (next.industry) search.set('industry', next.industry);
        if (next.minBudget) search.set('minBudget', next.minBudget);
        if (next.maxBudget) search.set('maxBudget', next.maxBudget);
        setParams(search);
      }}
      hasMore={query.hasNextPage}
      loadingMore={query.isFetchingNextPage}
      onLoadMore={() => void query.fetchNextPage()}
      renderLink={renderRouterLink}
    />
  );
}
