import { RfpManagementScreen } from '../features/rfps';
import { usePageTitle } from '../lib/page-title';
import { RfpPage } from './rfp-page';

/** Route /business/rfps (protected, product-spec §2 sidebar: RFP Management): the caller's own RFPs. */
export function BusinessRfpsRoute() {
  usePageTitle('RFP Management');
  return (
    <RfpPage>
      <RfpManagementScreen />
    </RfpPage>
  );
}
