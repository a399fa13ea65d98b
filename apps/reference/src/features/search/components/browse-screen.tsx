import { useListProducts } from '@robomarket/api-client/react';
import { categoryLabel, ProductFilters } from '@robomarket/ui';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/page-title';
import { browseQuery, readBrowseParams, writeBrowseParams } from '../lib/browse-params';
import { ProductListing } from './product-listing';

/** The heading of the browse page for its search: the words, the seller, the category, else 'Browse'. */
function browseTitle(state: ReturnType<typeof readBrowseParams>, sellerName: string | undefined): string {
  if (state.q !== '') return `Results for “${state.q}”`;
  if (state.sellerId) return `Products from ${sellerName ?? 'this seller'}`;
  if (state.filters.category) return `Browse ${categoryLabel(state.filters.category)} products`;
  return 'Browse';
}

/**
 * /browse: the catalogue searched and filtered as the address says (q, category, seller, condition, prices,
 * seller type, sort), so back, forward and reload keep the results. Changing a filter pushes a new address.
 */
export function BrowseScreen() {
  const [params, setParams] = useSearchParams();
  const state = readBrowseParams(params);
  const query = browseQuery(state);
  // The same query as the listing's own (shared cache): read for the seller's name, no second request.
  const sellerName = useListProducts(query).data?.pages[0]?.products[0]?.seller_name;
  const title = browseTitle(state, sellerName);
  usePageTitle(title);
  const anyFilter =
    state.q !== '' ||
    state.sellerId !== undefined ||
    Object.keys(state.filters).some((key) => key !== 'sort');
  return (
    <ProductListing
      query={query}
      title={title}
      toolbar={
        <ProductFilters
          value={state.filters}
          searching={state.q !== ''}
          onChange={(filters) => setParams(writeBrowseParams({ ...state, filters }))}
          onClear={() => setParams(writeBrowseParams({ ...state, filters: {} }))}
        />
      }
      onClearFilters={anyFilter ? () => setParams(new URLSearchParams()) : undefined}
    />
  );
}
