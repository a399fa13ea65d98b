import { useParams } from 'react-router';
import { useAuth } from '../features/auth';
import { ProposalResponseScreen } from '../features/proposals';
import { usePageTitle } from '../lib/page-title';
import { RfpPage } from './rfp-page';

/** Route /rfp/respond/{id} (protected, product-spec §2 RFP response): a seller's proposal. */
export function RfpRespondRoute() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  usePageTitle('Respond to RFP');
  // RequireAuth renders this route only once the user is known.
  if (!user) return null;
  return (
    <RfpPage>
      <ProposalResponseScreen key={id} rfpId={id} user={user} />
    </RfpPage>
  );
}
