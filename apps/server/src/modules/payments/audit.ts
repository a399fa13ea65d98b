// The money moves in the businesses' audit logs (ADR 0092): opening a payment, releasing and refunding the
// escrow, opening and settling a dispute. Recorded in the move's transaction, so a move and its record
// commit together; the buyer's business always, the chosen seller's business where the move pays it or
// takes its money back. A customer (no business) has no audit log.
import type { Currency } from '@robomarket/api-client/enums';
import { fromMinorUnits } from '@robomarket/api-client/money';
import type { Queryable } from '../../db/db.ts';
import { recordAudit } from '../business/index.ts';
import type { WorkflowRow } from '../workflows/index.ts';

/** What a money move's record names of its workflow. */
export type AuditedWorkflow = Pick<WorkflowRow, 'id' | 'title' | 'business_id' | 'seller_business_id'>;

/** One money move for the audit logs. */
export interface MoneyMove {
  /** `payment.session_opened`, `payment.released`, `payment.refunded`, `dispute.opened`, `dispute.settled`. */
  action: string;
  /** Who moved it; null for the platform (a platform admin deciding a dispute is not a member). */
  actorId: string | null;
  subjectType: 'payment' | 'dispute';
  subjectId: string;
  amountMinor: bigint | string;
  currency: Currency | string;
  /** Also in the chosen seller's business's log (a release, a refund, a settlement). */
  sellerToo: boolean;
  /** More to read (an outcome, a reason). */
  details?: Record<string, unknown> | undefined;
}

/** Records `move` for the buyer's business, and for the seller's when `sellerToo`. */
export async function auditMoney(
  tx: Queryable,
  workflow: AuditedWorkflow,
  move: MoneyMove,
  at: Date,
): Promise<void> {
  const businesses = [workflow.business_id];
  if (move.sellerToo && workflow.seller_business_id !== workflow.business_id) {
    businesses.push(workflow.seller_business_id);
  }
  const details = {
    workflow: workflow.title,
    workflow_id: workflow.id,
    amount: { amount: fromMinorUnits(move.amountMinor), currency: move.currency },
    ...move.details,
  };
  for (const businessId of businesses) {
    if (businessId === null) continue;
    await recordAudit(tx, {
      businessId,
      actorId: move.actorId,
      action: move.action,
      subjectType: move.subjectType,
      subjectId: move.subjectId,
      details,
      at,
    });
  }
}
