// The RFPs module's only door: its operations for app.ts, and what the proposals module reads of an RFP.
import type { ServerModule } from '../../plugins/openapi/operation.ts';
import { createRfp, getRfp, listRfps, updateRfp } from './handlers.ts';

export { isInMarketplace } from './handlers.ts';
export { findRfpOfWorkflow, insertRfp, type RfpContent, type RfpRow } from './repository.ts';

/** Requests for proposals and the RFP marketplace (contract tag `rfps`). */
export const rfpsModule: ServerModule<'rfps'> = {
  name: 'rfps',
  operations: { createRfp, listRfps, getRfp, updateRfp },
};
