import { ProductListing } from '../features/search';
import { usePageTitle } from '../lib/page-title';
import { RfpPage } from './rfp-page';

const query = { on_sale: true, sort: 'saving' } as const;

/** Route /deals (protected, issue 11): products on sale, the biggest saving first. */
export function DealsRoute() {
  usePageTitle('Deals');
  return (
    <RfpPage>
      <ProductListing query={query} title="Deals" />
    </RfpPage>
  );
}
