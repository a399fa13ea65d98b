import type { Currency } from '@robomarket/api-client/enums';
import { fromMinorUnits } from '@robomarket/api-client/money';
import type { components } from '@robomarket/api-client/schema';
import type { ApprovalRow } from './repository.ts';

/**
 * The contract's `ApprovalRequest` for user `userId`; `approver` says whether they hold APPROVER in the
 * request's business (they decide it while it is PENDING, unless they asked for it or approved it).
 */
export const approvalBody = (
  row: ApprovalRow,
  userId: string,
  approver: boolean,
): components['schemas']['ApprovalRequest'] => ({
  id: row.id,
  business_id: row.business_id,
  subject_type: row.subject_type,
  subject_id: row.subject_id,
  workflow_id: row.workflow_id,
  title: row.title,
  seller_name: row.seller_name,
  amount: fromMinorUnits(row.amount_minor),
  currency: row.currency as Currency,
  requested_by: row.requested_by,
  requested_by_name: row.requested_by_name,
  reasons: row.reasons,
  required_approvals: row.required_approvals,
  approvals: row.votes.map((vote) => ({
    approver_id: vote.approver_id,
    approver_name: vote.approver_name,
    at: new Date(vote.at).toISOString(),
  })),
  status: row.status,
  decline_reason: row.decline_reason,
  decided_by_name: row.decided_by_name,
  can_decide:
    approver &&
    row.status === 'PENDING' &&
    row.requested_by !== userId &&
    !row.votes.some((vote) => vote.approver_id === userId),
  created_at: row.created_at.toISOString(),
  expires_at: row.expires_at.toISOString(),
  decided_at: row.decided_at === null ? null : row.decided_at.toISOString(),
});
