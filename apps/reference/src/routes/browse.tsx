import { BrowseScreen } from '../features/search';
import { RfpPage } from './rfp-page';

/** Route /browse (public, issue 11; ADR 0103): the catalogue searched and filtered from the address. */
export function BrowseRoute() {
  return (
    <RfpPage>
      <BrowseScreen />
    </RfpPage>
  );
}
