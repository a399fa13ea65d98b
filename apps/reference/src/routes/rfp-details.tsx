import { useGetRfp } from '@robomarket/api-client/react';
import { useParams } from 'react-router';
import { useAuth } from '../features/auth';
import { RfpDetailsScreen } from '../features/rfps';
import { ErrorBoundary } from '../lib/error-boundary';
import { usePageTitle } from '../lib/page-title';
import { RfpPage } from './rfp-page';

/** Route /rfp/details/{id} (protected, product-spec §2 RFP details): titled by the RFP's use case. */
export function RfpDetailsRoute() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  // The same query as the screen's own (shared cache): one request.
  const query = useGetRfp(id);
  usePageTitle(query.data ? query.data.useCase || query.data.title : query.isError ? 'RFP not found' : null);
  if (!user) return null;
  return (
    <RfpPage>
      <ErrorBoundary>
        <RfpDetailsScreen key={id} rfpId={id} userId={user.id} />
      </ErrorBoundary>
    </RfpPage>
  );
}
