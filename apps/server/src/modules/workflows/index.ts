// The workflows module's only door: its operations for app.ts, and the procurement services the RFP,
// proposal, document and payment modules share (who sees a workflow, the state machine, the moves).
import type { ServerModule } from '../../plugins/openapi/operation.ts';
import { createWorkflow, deleteWorkflow, getWorkflow, listWorkflows } from './handlers.ts';
import { startOrder } from './start-order.ts';

export {
  type Party,
  partyOf,
  requireBuyer,
  visibleWorkflow,
  workflowBody,
  workflowNotFound,
} from './access.ts';
export { addCancelStep } from './cancel-steps.ts';
export { newWorkflowDetailsStatus } from './handlers.ts';
export { cancelWorkflow, moveProposals, moveRfpIfAllowed } from './moves.ts';
export {
  alreadyInvited,
  buyerHasWorkflows,
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
  findTransition,
  proposalTransitions,
  rfpTransitions,
  stageOf,
  type Transition,
  transition,
  workflowTransitions,
} from './state-machine.ts';

/**
 * Procurement workflows and their status machine (contract tag `workflows`). Cancelling runs the steps other
 * modules add (`addCancelStep`: payments refunds held funds in the same transaction).
 */
export const workflowsModule: ServerModule<'workflows'> = {
  name: 'workflows',
  operations: { createWorkflow, listWorkflows, getWorkflow, deleteWorkflow, startOrder },
};
