// The approvals module's only door: its operations for app.ts. It plugs the award gate in that the
// proposals and offers modules ask before they award (ADR 0091).
import { setAwardGate } from '../../lib/award-gate.ts';
import type { ServerModule } from '../../plugins/openapi/operation.ts';
import { onWorkflowEvent } from '../workflows/index.ts';
import { cancelWorkflowApprovals, expireLapsedJob } from './expiry.ts';
import { approvalsGate } from './gate.ts';
import {
  approveAward,
  declineAward,
  getApprovalRules,
  listApprovals,
  setSubsidiaryBudget,
  updateApprovalRules,
} from './handlers.ts';

export { expireLapsedApprovals } from './expiry.ts';

setAwardGate(approvalsGate);

// A workflow agreed with another proposal, or cancelled, leaves nothing to approve.
onWorkflowEvent('proposal_accepted', (tx, { workflow, at }) => cancelWorkflowApprovals(tx, workflow.id, at));
onWorkflowEvent('cancelled', (tx, { workflow, at }) => cancelWorkflowApprovals(tx, workflow.id, at));

/** Awards over a limit waiting for approvers, the rules and budgets (contract tag `approvals`). */
export const approvalsModule: ServerModule<'approvals'> = {
  name: 'approvals',
  tables: ['approval_rules', 'approval_requests', 'approval_votes', 'subsidiary_budgets'],
  operations: {
    listApprovals,
    approveAward,
    declineAward,
    getApprovalRules,
    updateApprovalRules,
    setSubsidiaryBudget,
  },
  jobs: { 'approvals.expire-lapsed': expireLapsedJob },
};
