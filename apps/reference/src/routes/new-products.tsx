import type { ProductView } from '@robomarket/ui';
import { useState } from 'react';
import { ProductListing } from '../features/search';
import { usePageTitle } from '../lib/page-title';
import { RfpPage } from './rfp-page';

const query = { sort: 'newest' } as const;
const DAYS = 30;

/** Route /new (public, issue 11; ADR 0103): products listed in the last 30 days, newest first. */
export function NewProductsRoute() {
  usePageTitle('New');
  // Fixed when the page opens, so that paging does not move the line.
  const [since] = useState(() => new Date(Date.now() - DAYS * 24 * 60 * 60 * 1000).toISOString());
  const recent = (product: ProductView) => product.created_at === undefined || product.created_at >= since;
  return (
    <RfpPage>
      <ProductListing query={query} title="New in the last 30 days" keepWhile={recent} />
    </RfpPage>
  );
}
