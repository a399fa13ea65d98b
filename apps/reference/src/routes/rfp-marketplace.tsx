import { RfpMarketplaceScreen } from '../features/rfps';
import { usePageTitle } from '../lib/page-title';
import { RfpPage } from './rfp-page';

/** Route /rfp/marketplace (protected, product-spec §2 RFP marketplace). */
export function RfpMarketplaceRoute() {
  usePageTitle('RFP Marketplace');
  return (
    <RfpPage>
      <RfpMarketplaceScreen />
    </RfpPage>
  );
}
