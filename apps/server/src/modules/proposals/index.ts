// The proposals module's only door: its operations for app.ts.
import type { ServerModule } from '../../plugins/openapi/operation.ts';
import { acceptProposal, createProposal, inviteSellers, listProposals } from './handlers.ts';

export { proposalBody } from './handlers.ts';
export { claimKey, recordAnswer, requestHash } from './idempotency.ts';
export { findProposal, insertProposal, setProposalStatus } from './repository.ts';
export { defaultStructuredTerms } from './rules.ts';

/** Sellers' proposals on a workflow, seller invitations and acceptance (contract tag `proposals`). */
export const proposalsModule: ServerModule<'proposals'> = {
  name: 'proposals',
  operations: { inviteSellers, createProposal, listProposals, acceptProposal },
};
