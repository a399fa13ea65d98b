import { useLocation, useSearchParams } from 'react-router';
import { RfpCreateScreen } from '../features/rfps';
import { usePageTitle } from '../lib/page-title';
import { prefillOfState } from '../lib/rfp-in-progress';
import { RfpPage } from './rfp-page';

/**
 * Route /rfp/create?workflow={id} (protected, product-spec §2 RFP wizard); what Create Workflow typed comes
 * along in the location's state.
 */
export function RfpCreateRoute() {
  const [params] = useSearchParams();
  const location = useLocation();
  usePageTitle('Create RFP');
  return (
    <RfpPage size="3">
      <RfpCreateScreen
        workflowId={params.get('workflow')?.trim() || null}
        prefill={prefillOfState(location.state)}
      />
    </RfpPage>
  );
}
