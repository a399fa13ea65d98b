import { ProductListing } from '../features/search';
import { usePageTitle } from '../lib/page-title';
import { RfpPage } from './rfp-page';

const query = { on_sale: true, sort: 'saving' } as const;

/** Route /deals (public, issue 11; ADR 0103): products on sale, the biggest saving first. */
export function DealsRoute() {
  usePageTitle('Deals');
  return (
    <RfpPage>
      <ProductListing query={query} title="Deals" />
    </RfpPage>
  );
}
