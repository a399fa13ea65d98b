// Who may do what with a workflow's money (DESIGN.md §4, §5): the buyer pays, releases, refunds and
// cancels; the chosen seller (whose price was agreed) starts the order; the buyer's business members and
// the chosen seller see the payments; other invited sellers see the workflow but not its payments; anyone
// else gets the 404 of a workflow that does not exist.
import type { Queryable } from '../../db/db.ts';
import { ApiError } from '../../lib/api-error.ts';
import type { AuthUser } from '../../lib/current-user.ts';
import { mayRead, onBuyerSide, rolesOf } from '../../lib/parties.ts';
import {
  findWorkflow,
  holds,
  requireBuyer,
  type WorkflowWithStanding,
  workflowNotFound,
} from '../workflows/index.ts';

/**
 * How a caller stands towards a workflow's money (ADR 0089: the business acts): `buyer` acts for the buyer
 * (a member of its business holding PURCHASER, or the customer who created it); `buyer_member` reads only
 * (another member, or a member of the buyer's parent business); `chosen_seller` acts for the seller whose
 * price was agreed (SALES), `seller_member` reads for it only.
 */
export type MoneyParty = 'buyer' | 'buyer_member' | 'chosen_seller' | 'seller_member' | 'other_seller';

/** The caller's standing; the buyer side wins. */
export function moneyPartyOf(workflow: WorkflowWithStanding): MoneyParty | undefined {
  const { parties } = workflow;
  if (onBuyerSide(parties)) {
    const purchaser = workflow.business_id === null || holds(workflow.buyer_roles, 'PURCHASER');
    return purchaser ? 'buyer' : 'buyer_member';
  }
  if (parties.includes('chosen_seller')) {
    return holds(workflow.seller_roles, 'SALES') ? 'chosen_seller' : 'seller_member';
  }
  if (parties.includes('seller') || parties.includes('outbid_seller')) return 'other_seller';
  if (parties.includes('parent_member')) return 'buyer_member';
  return undefined;
}

/** The workflow `id`, locked, with the caller's standing; 404 for a caller who is no party. */
export async function lockedWorkflow(
  tx: Queryable,
  user: AuthUser,
  id: string,
): Promise<{ workflow: WorkflowWithStanding; party: MoneyParty }> {
  const workflow = await findWorkflow(tx, id, user.id, true);
  const party = workflow === undefined ? undefined : moneyPartyOf(workflow);
  if (workflow === undefined || party === undefined) throw workflowNotFound();
  return { workflow, party };
}

/** 403 unless the caller acts for the buyer (a member without PURCHASER is told which role it needs). */
export function requirePayer(party: MoneyParty, message: string, workflow?: WorkflowWithStanding): void {
  if (party === 'buyer') return;
  if (party === 'buyer_member' && workflow !== undefined) requireBuyer(workflow, message);
  throw new ApiError(403, 'forbidden', message);
}

/** Whether the caller sees the workflow's payments (the party model's `payments` audience). */
export const seesPayments = (workflow: WorkflowWithStanding): boolean =>
  mayRead(rolesOf(workflow), 'payments');

/** The 404 for a payment the caller may not see. */
export const paymentNotFound = () => new ApiError(404, 'not_found', 'Payment not found');
