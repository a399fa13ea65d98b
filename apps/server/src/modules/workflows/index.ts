// The workflows module's only door: its operations for app.ts, and the procurement services the RFP,
// proposal, document and payment modules share (who sees a workflow, the state machine, the moves).
import type { ServerModule } from '../../plugins/openapi/operation.ts';
import {
  createWorkflow,
  declineOrderInvitation,
  deleteWorkflow,
  getWorkflow,
  listWorkflows,
} from './handlers.ts';
import { startOrder } from './start-order.ts';

export {
  holds,
  type Party,
  partyOf,
  readOnlyParentMessage,
  requireBuyer,
  requireSales,
  type VisibleWorkflow,
  viewerOf,
  visibleWorkflow,
  type WorkflowViewer,
  workflowBody,
  workflowNotFound,
} from './access.ts';
export {
  applyWorkflowEvent,
  type MoveOptions,
  onWorkflowEvent,
  type WorkflowHook,
  type WorkflowMove,
} from './events.ts';
export { newWorkflowDetailsStatus } from './handlers.ts';
export { cancelWorkflow } from './moves.ts';
export {
  alreadyInvited,
  buyerHasWorkflows,
  findWorkflow,
  insertInvitedSellers,
  insertWorkflow,
  lockWorkflow,
  recordWorkflowStep,
  setWorkflowCurrency,
  touchWorkflow,
  type WorkflowRow,
  type WorkflowWithStanding,
} from './repository.ts';
export { stageOf, type WorkflowEvent, workflowTransitions } from './state-machine.ts';
export {
  closedThreadMessage,
  inScope,
  readScope,
  scopeParam,
  type ThreadChoice,
  type ThreadScope,
  threadBody,
  threadSummaries,
  workflowThreads,
  writeThread,
} from './threads.ts';

/**
 * Procurement workflows and their status machine (contract tag `workflows`). A workflow moves only through
 * `applyWorkflowEvent`; other modules follow its moves with `onWorkflowEvent` hooks.
 */
export const workflowsModule: ServerModule<'workflows'> = {
  name: 'workflows',
  tables: ['workflows', 'workflow_sellers', 'workflow_steps'],
  views: ['workflow_summaries', 'workflow_parties', 'workflow_threads'],
  operations: {
    createWorkflow,
    listWorkflows,
    getWorkflow,
    deleteWorkflow,
    startOrder,
    declineOrderInvitation,
  },
};
