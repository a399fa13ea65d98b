// Who may do what with a workflow's money (DESIGN.md §4, §5): the buyer pays, releases, refunds and
// cancels; the chosen seller (whose price was agreed) starts the order; the buyer's business members and
// the chosen seller see the payments; other invited sellers see the workflow but not its payments; anyone
// else gets the 404 of a workflow that does not exist.
import type { Queryable } from '../../db/db.ts';
import { ApiError } from '../../lib/api-error.ts';
import type { AuthUser } from '../../lib/current-user.ts';
import { mayRead, rolesOf } from '../../lib/parties.ts';
import { findWorkflow, type WorkflowWithStanding, workflowNotFound } from '../workflows/index.ts';

/** How a caller stands towards a workflow's money. */
export type MoneyParty = 'buyer' | 'buyer_member' | 'chosen_seller' | 'other_seller';

/** The caller's standing; the buyer side wins. */
export function moneyPartyOf(workflow: WorkflowWithStanding, userId: string): MoneyParty | undefined {
  if (workflow.is_buyer) return 'buyer';
  if (workflow.is_buyer_member) return 'buyer_member';
  if (workflow.seller_id !== null && workflow.seller_id === userId) return 'chosen_seller';
  if (workflow.is_invited) return 'other_seller';
  return undefined;
}

/** The workflow `id`, locked, with the caller's standing; 404 for a caller who is no party. */
export async function lockedWorkflow(
  tx: Queryable,
  user: AuthUser,
  id: string,
): Promise<{ workflow: WorkflowWithStanding; party: MoneyParty }> {
  const workflow = await findWorkflow(tx, id, user.id, true);
  const party = workflow === undefined ? undefined : moneyPartyOf(workflow, user.id);
  if (workflow === undefined || party === undefined) throw workflowNotFound();
  return { workflow, party };
}

/** 403 unless the caller is the buyer. */
export function requirePayer(party: MoneyParty, message: string): void {
  if (party !== 'buyer') throw new ApiError(403, 'forbidden', message);
}

/** Whether the caller sees the workflow's payments (the party model's `payments` audience). */
export const seesPayments = (workflow: WorkflowWithStanding, userId: string): boolean =>
  mayRead(rolesOf(workflow, userId), 'payments');

/** The 404 for a payment the caller may not see. */
export const paymentNotFound = () => new ApiError(404, 'not_found', 'Payment not found');
