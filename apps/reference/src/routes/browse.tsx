import { BrowseScreen } from '../features/search';
import { RfpPage } from './rfp-page';

/** Route /browse (protected, issue 11): the catalogue searched and filtered from the address. */
export function BrowseRoute() {
  return (
    <RfpPage>
      <BrowseScreen />
    </RfpPage>
  );
}
