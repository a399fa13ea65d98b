// The RFPs module's only door: its operations for app.ts, and what the proposals module reads of an RFP.
import type { ServerModule } from '../../plugins/openapi/operation.ts';
import { onWorkflowEvent } from '../workflows/index.ts';
import { createRfp, getRfp, listRfps, updateRfp } from './handlers.ts';
import { moveRfpOf } from './repository.ts';

export { bidDeadlinePassed, bidsClosed, isInMarketplace } from './handlers.ts';
export { findRfpOfWorkflow, insertRfp, type RfpContent, type RfpRow } from './repository.ts';

// An RFP follows its workflow: under review with the first proposal, approved with the accepted one, out of
// the marketplace when the workflow is cancelled.
onWorkflowEvent('first_proposal_received', async (tx, { workflow, at }) => {
  await moveRfpOf(tx, workflow.id, 'first_proposal_received', at);
});
onWorkflowEvent('proposal_accepted', async (tx, { workflow, at }) => {
  await moveRfpOf(tx, workflow.id, 'proposal_accepted', at);
});
onWorkflowEvent('cancelled', async (tx, { workflow, at }) => {
  await moveRfpOf(tx, workflow.id, 'withdrawn', at);
});

/** Requests for proposals and the RFP marketplace (contract tag `rfps`). */
export const rfpsModule: ServerModule<'rfps'> = {
  name: 'rfps',
  tables: ['rfps'],
  operations: { createRfp, listRfps, getRfp, updateRfp },
};
