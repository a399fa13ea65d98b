import { useParams } from 'react-router';
import { RfpSubmitScreen } from '../features/rfps';
import { usePageTitle } from '../lib/page-title';
import { RfpPage } from './rfp-page';

/** Route /rfp/submit/{id} (protected): review and submit or resubmit a DRAFT or REJECTED RFP. */
export function RfpSubmitRoute() {
  const { id = '' } = useParams();
  usePageTitle('Submit RFP');
  return (
    <RfpPage size="3">
      <RfpSubmitScreen key={id} rfpId={id} />
    </RfpPage>
  );
}
