// The workflow moves that notify, followed with the workflows module's hooks (in the move's transaction).
import type { Queryable } from '../../db/db.ts';
import { onInvitationSent } from '../business/index.ts';
import { absoluteUrl, sendMail } from '../mail/index.ts';
import { onWorkflowEvent } from '../workflows/index.ts';
import { notifyBusinessInvitation, notifyDeal, notifyProposalDecision } from './events.ts';

/** The sellers with a proposal on the workflow other than `winner` (they hear only of their own). */
async function otherProposers(q: Queryable, workflowId: string, winner: string): Promise<string[]> {
  const rows = await q.query<{ seller_id: string }>(
    'SELECT DISTINCT seller_id FROM proposal_summaries WHERE workflow_id = $1 AND seller_id <> $2',
    [workflowId, winner],
  );
  return rows.map((row) => row.seller_id);
}

/** The account and business name of an invitation, when the address has an account. */
async function invitee(q: Queryable, email: string, businessId: string) {
  const [row] = await q.query<{ user_id: string; business_name: string }>(
    `SELECT u.id AS user_id, b.name AS business_name FROM user_accounts u, business_profiles b
      WHERE lower(u.email) = lower($1) AND b.id = $2`,
    [email, businessId],
  );
  return row;
}

/** Mails an invitation to an address with no account: who invites, to which business, and where to sign up. */
async function mailInvitationToNewcomer(
  tx: Queryable,
  invitation: { email: string; businessId: string; invitedBy: string },
  at: Date,
): Promise<void> {
  const [row] = await tx.query<{ business_name: string; inviter_name: string }>(
    `SELECT b.name AS business_name, u.first_name || ' ' || u.last_name AS inviter_name
       FROM business_profiles b, user_accounts u WHERE b.id = $1 AND u.id = $2`,
    [invitation.businessId, invitation.invitedBy],
  );
  if (row === undefined) return;
  await sendMail(tx, at, {
    to: invitation.email,
    template: 'business.invitation',
    data: { businessName: row.business_name, inviterName: row.inviter_name, link: absoluteUrl('/register') },
  });
}

/** Registers the hooks (once; `onWorkflowEvent` and `onInvitationSent` ignore a repeat). */
export function followWorkflowMoves(): void {
  onInvitationSent(async (tx, invitation, at) => {
    const found = await invitee(tx, invitation.email, invitation.businessId);
    if (found === undefined) {
      await mailInvitationToNewcomer(tx, invitation, at);
      return;
    }
    await notifyBusinessInvitation(tx, at, {
      userId: found.user_id,
      businessId: invitation.businessId,
      businessName: found.business_name,
      actorId: invitation.invitedBy,
    });
  });
  onWorkflowEvent('proposal_accepted', async (tx, { workflow, at }) => {
    if (workflow.seller_id === null) return;
    const deal = { workflowId: workflow.id, workflowTitle: workflow.title };
    await notifyProposalDecision(tx, at, { ...deal, accepted: true, sellerId: workflow.seller_id });
    for (const sellerId of await otherProposers(tx, workflow.id, workflow.seller_id)) {
      await notifyProposalDecision(tx, at, { ...deal, accepted: false, sellerId });
    }
  });
  const deal = (workflow: { id: string; title: string; seller_id: string | null }) => ({
    workflowId: workflow.id,
    workflowTitle: workflow.title,
    sellerId: workflow.seller_id,
  });
  onWorkflowEvent('payment_succeeded', (tx, { workflow, at }) =>
    notifyDeal(tx, at, { ...deal(workflow), type: 'payment.held', buyerSide: true }),
  );
  onWorkflowEvent('order_started', (tx, { workflow, at }) =>
    notifyDeal(tx, at, { ...deal(workflow), type: 'order.started', sellerId: null, buyerSide: true }),
  );
  onWorkflowEvent('escrow_released', (tx, { workflow, at, actor }) =>
    notifyDeal(tx, at, { ...deal(workflow), type: 'payment.released', buyerSide: actor !== 'buyer' }),
  );
  for (const event of ['dispute_refunded', 'dispute_split'] as const) {
    onWorkflowEvent(event, (tx, { workflow, at }) =>
      notifyDeal(tx, at, { ...deal(workflow), type: 'payment.refunded', buyerSide: true }),
    );
  }
}
