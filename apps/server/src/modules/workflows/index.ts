// The workflows module's only door: its operations for app.ts, and the procurement services the RFP,
// proposal, document and payment modules share (who sees a workflow, the state machine, the moves).
import type { ServerModule } from '../../plugins/openapi/operation.ts';
import { createWorkflow, getWorkflow, listWorkflows } from './handlers.ts';

export {
  type Party,
  partyOf,
  requireBuyer,
  visibleWorkflow,
  workflowBody,
  workflowNotFound,
} from './access.ts';
export { newWorkflowDetailsStatus } from './handlers.ts';
export { cancelWorkflow, moveProposals, moveRfpIfAllowed } from './moves.ts';
export {
  alreadyInvited,
  buyerSide,
  countProcurementRows,
  findWorkflow,
  insertInvitedSellers,
  insertWorkflow,
  invitedSeller,
  setWorkflowStatus,
  touchWorkflow,
  type WorkflowRow,
  type WorkflowWithStanding,
} from './repository.ts';
export {
  proposalTransitions,
  rfpTransitions,
  transition,
  workflowTransitions,
} from './state-machine.ts';

/**
 * Procurement workflows and their status machine (contract tag `workflows`). `startOrder` and `deleteWorkflow`
 * live in the payments module: both move escrowed money in the same transaction.
 */
export const workflowsModule: ServerModule = {
  name: 'workflows',
  operations: { createWorkflow, listWorkflows, getWorkflow },
};
