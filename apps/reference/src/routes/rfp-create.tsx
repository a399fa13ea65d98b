import { useSearchParams } from 'react-router';
import { RfpCreateScreen } from '../features/rfps';
import { usePageTitle } from '../lib/page-title';
import { RfpPage } from './rfp-page';

/** Route /rfp/create?workflow={id} (protected, product-spec §2 RFP wizard). */
export function RfpCreateRoute() {
  const [params] = useSearchParams();
  usePageTitle('Create RFP');
  return (
    <RfpPage size="3">
      <RfpCreateScreen workflowId={params.get('workflow')?.trim() || null} />
    </RfpPage>
  );
}
