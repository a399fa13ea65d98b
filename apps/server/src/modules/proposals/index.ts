// The proposals module's only door: its operations for app.ts.
import type { ServerModule } from '../../plugins/openapi/operation.ts';
import { onWorkflowEvent } from '../workflows/index.ts';
import {
  acceptProposal,
  createProposal,
  declareIntentToBid,
  inviteSellers,
  listProposals,
  reviseProposal,
  withdrawProposal,
} from './handlers.ts';
import { moveProposalsOf } from './repository.ts';

export { awardApprovedProposal, lockProposalAward, reopenProposal } from './approval.ts';
export { accept as acceptProposalOf, proposalBody } from './handlers.ts';
export { findProposal, insertProposal } from './repository.ts';
export { defaultStructuredTerms } from './rules.ts';

// A cancelled workflow's pending proposals are rejected with it.
onWorkflowEvent('cancelled', async (tx, { workflow, at }) => {
  await moveProposalsOf(tx, workflow.id, 'workflow_cancelled', at);
});

/** Sellers' proposals on a workflow, seller invitations and acceptance (contract tag `proposals`). */
export const proposalsModule: ServerModule<'proposals'> = {
  name: 'proposals',
  tables: ['proposals'],
  views: ['proposal_summaries'],
  operations: {
    inviteSellers,
    declareIntentToBid,
    createProposal,
    reviseProposal,
    withdrawProposal,
    listProposals,
    acceptProposal,
  },
};
