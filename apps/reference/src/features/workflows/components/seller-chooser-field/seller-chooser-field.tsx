import { useListSellers } from '@robomarket/api-client/react';
import { type SellerChoice, SellerChooser } from '@robomarket/ui';
import { useDeferredValue, useState } from 'react';

/**
 * The create form's seller chooser over the seller directory (`GET /v2/sellers?q=`): every keystroke narrows
 * the list; the last answer stays on screen while the next one loads.
 */
export function SellerChooserField(choice: SellerChoice) {
  const [query, setQuery] = useState('');
  const q = useDeferredValue(query.trim());
  const sellers = useListSellers({ q, limit: 20 });
  return (
    <SellerChooser
      {...choice}
      query={query}
      onQueryChange={setQuery}
      results={sellers.data?.sellers ?? []}
      status={sellers.isPending ? 'loading' : sellers.isError && !sellers.data ? 'error' : 'ready'}
      onRetry={() => void sellers.refetch()}
    />
  );
}
