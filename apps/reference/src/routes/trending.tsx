import { ProductListing } from '../features/search';
import { usePageTitle } from '../lib/page-title';
import { RfpPage } from './rfp-page';

const query = { sort: 'trending' } as const;

/** Route /trending (public, issue 11; ADR 0103): the most viewed products of the last 7 days, ties newest first. */
export function TrendingRoute() {
  usePageTitle('Trending');
  return (
    <RfpPage>
      <ProductListing query={query} title="Trending" />
    </RfpPage>
  );
}
