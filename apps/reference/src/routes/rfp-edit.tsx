import { useParams } from 'react-router';
import { RfpEditScreen } from '../features/rfps';
import { usePageTitle } from '../lib/page-title';
import { RfpPage } from './rfp-page';

/** Route /rfp/edit/{id} (protected): the wizard prefilled with a DRAFT RFP. */
export function RfpEditRoute() {
  const { id = '' } = useParams();
  usePageTitle('Edit RFP');
  return (
    <RfpPage size="3">
      <RfpEditScreen key={id} rfpId={id} />
    </RfpPage>
  );
}
