// A dispute's moves (DESIGN.md §5): once the seller has started an order, the buyer disputes instead of
// refunding alone; the seller accepts the refund, offers a partial one or contests; the buyer accepts or
// rejects an offer; a platform admin decides what is contested. Each runs inside the caller's transaction
// holding the workflow's row lock, then the held payment's, then the dispute's, so two answers racing get
// one outcome and the money moves (flow.ts) in the same transaction as the dispute's status.
import {
  activeDisputeStatusValues,
  type DisputeActor,
  type DisputeEventKind,
  type DisputeOutcome,
  type DisputeReason,
  type DisputeStatus,
} from '@robomarket/api-client/enums';
import { fromMinorUnits } from '@robomarket/api-client/money';
import type { Queryable } from '../../db/db.ts';
import { ApiError } from '../../lib/api-error.ts';
import type { Actor } from '../../lib/transitions.ts';
import type { WorkflowRow } from '../workflows/index.ts';
import { auditMoney } from './audit.ts';
import {
  type DisputeRow,
  evidenceOf,
  findDispute,
  insertDispute,
  insertDisputeEvent,
  updateDispute,
} from './dispute-repository.ts';
import { refundDisputed, releaseEscrow, releaseIfInspected, splitEscrow } from './flow.ts';
import { heldPaymentOf, type PaymentRow } from './repository.ts';

type Workflow = Pick<
  WorkflowRow,
  | 'id'
  | 'status'
  | 'buyer_id'
  | 'seller_id'
  | 'agreed_price_minor'
  | 'currency'
  | 'title'
  | 'business_id'
  | 'seller_business_id'
>;

/** Records a dispute's opening or settlement in the audit logs (the seller's too when it is settled). */
const auditDispute = (
  tx: Queryable,
  workflow: Workflow,
  dispute: { id: string; held: PaymentRow },
  settled:
    | { actorId: string; outcome: DisputeOutcome; refundedMinor: bigint }
    | { actorId: string; opened: true },
  now: Date,
) =>
  auditMoney(
    tx,
    workflow,
    {
      action: 'opened' in settled ? 'dispute.opened' : 'dispute.settled',
      actorId: settled.actorId,
      subjectType: 'dispute',
      subjectId: dispute.id,
      amountMinor: dispute.held.amount_minor,
      currency: dispute.held.currency,
      sellerToo: !('opened' in settled),
      details:
        'opened' in settled
          ? undefined
          : {
              outcome: settled.outcome,
              refunded: { amount: fromMinorUnits(settled.refundedMinor), currency: dispute.held.currency },
            },
    },
    now,
  );

/** The 404 for a dispute the caller may not see. */
export const disputeNotFound = () => new ApiError(404, 'not_found', 'Dispute not found');

const conflict = (message: string) => new ApiError(409, 'conflict', message);

/** What the buyer sends to open a dispute. */
export interface NewDispute {
  reason: DisputeReason;
  description: string;
  evidenceIds: readonly string[];
}

/**
 * The buyer opens a dispute: the order in progress, funds held, no active dispute, the inspection period
 * not over (an ended one releases first, so the dispute is refused). Evidence must be documents of the
 * workflow the seller reads (400 otherwise). Returns the dispute's id.
 */
export async function openDispute(
  tx: Queryable,
  workflow: Workflow,
  buyerId: string,
  input: NewDispute,
  now: Date,
): Promise<string> {
  const current = await releaseIfInspected(tx, workflow, now);
  if (current.status === 'ORDER_COMPLETED' && workflow.status === 'ORDER_IN_PROGRESS') {
    throw conflict('The inspection period has ended and the funds were released to the seller');
  }
  if (current.status !== 'ORDER_IN_PROGRESS') {
    throw conflict(
      current.status === 'PAYMENT_COMPLETED'
        ? 'The seller has not started this order yet: cancel it for a full refund instead'
        : 'A dispute can be opened only while the order is in progress',
    );
  }
  const held = await heldPaymentOf(tx, workflow.id);
  if (held === undefined) throw conflict('No funds are held for this workflow');
  const evidenceIds = [...new Set(input.evidenceIds)];
  const known = await evidenceOf(tx, workflow.id, workflow.seller_id, evidenceIds);
  const unknown = evidenceIds.filter((id) => !known.includes(id));
  if (unknown.length > 0) {
    throw new ApiError(
      400,
      'validation_failed',
      'Evidence must be documents of this order the seller can read',
      {
        detail: `body/evidenceDocumentIds ${unknown.join(', ')} is not a document of this order`,
      },
    );
  }
  const id = await insertDispute(
    tx,
    {
      workflowId: workflow.id,
      paymentId: held.id,
      openedBy: buyerId,
      reason: input.reason,
      description: input.description,
      evidenceIds,
    },
    now,
  );
  if (id === undefined) throw conflict('A dispute about this order is open already');
  await insertDisputeEvent(
    tx,
    { disputeId: id, kind: 'OPENED', actor: 'BUYER', actorId: buyerId, message: input.description },
    now,
  );
  await auditDispute(tx, workflow, { id, held }, { actorId: buyerId, opened: true }, now);
  return id;
}

/**
 * The dispute `id` of `workflow`, locked after the held payment, in one of `statuses` (409 with `refusal`
 * otherwise), with the held payment it is about.
 */
async function lockedDispute(
  tx: Queryable,
  workflow: Workflow,
  id: string,
  statuses: readonly DisputeStatus[],
  refusal: string,
): Promise<{ dispute: DisputeRow; held: PaymentRow }> {
  const held = await heldPaymentOf(tx, workflow.id);
  const dispute = await findDispute(tx, id, true);
  if (dispute === undefined || dispute.workflow_id !== workflow.id) throw disputeNotFound();
  if (!statuses.includes(dispute.status) || held === undefined || held.id !== dispute.payment_id) {
    throw conflict(dispute.status === 'RESOLVED' ? 'This dispute is settled already' : refusal);
  }
  return { dispute, held };
}

/** Who did a step: the workflow's mover (`Actor`), the user, and a note. */
interface Step {
  actor: Actor;
  actorId: string;
  message?: string | null;
}

/** How a dispute's timeline names who moved it. */
const disputeActors: Partial<Record<Actor, DisputeActor>> = {
  buyer: 'BUYER',
  seller: 'SELLER',
  admin: 'ADMIN',
};

const record = (
  tx: Queryable,
  disputeId: string,
  kind: DisputeEventKind,
  step: Step,
  now: Date,
  amount?: bigint,
) => {
  const actor = disputeActors[step.actor];
  if (actor === undefined) throw new Error(`a dispute step by ${step.actor}`);
  return insertDisputeEvent(
    tx,
    { disputeId, kind, actor, actorId: step.actorId, message: step.message, amountMinor: amount },
    now,
  );
};

/** Settles a dispute by refunding every held unit (the seller accepts, or an admin decides). */
async function settleByRefund(
  tx: Queryable,
  workflow: Workflow,
  dispute: DisputeRow,
  held: PaymentRow,
  kind: DisputeEventKind,
  step: Step & { actor: 'seller' | 'admin' },
  now: Date,
): Promise<void> {
  const amount = BigInt(held.amount_minor);
  await refundDisputed(tx, workflow, held, step.actor, now);
  await updateDispute(
    tx,
    dispute.id,
    { status: 'RESOLVED', outcome: 'REFUNDED', refundedMinor: amount, releasedMinor: 0n },
    now,
  );
  await record(tx, dispute.id, kind, step, now, amount);
  await auditDispute(
    tx,
    workflow,
    { id: dispute.id, held },
    { actorId: step.actorId, outcome: 'REFUNDED', refundedMinor: amount },
    now,
  );
}

/** Settles a dispute by splitting the held funds (the buyer accepts an offer, or an admin decides). */
async function settleBySplit(
  tx: Queryable,
  workflow: Workflow,
  dispute: DisputeRow,
  held: PaymentRow,
  refundMinor: bigint,
  kind: DisputeEventKind,
  step: Step & { actor: 'buyer' | 'admin' },
  now: Date,
): Promise<void> {
  await splitEscrow(tx, workflow, held, refundMinor, step.actor, now);
  await updateDispute(
    tx,
    dispute.id,
    {
      status: 'RESOLVED',
      outcome: 'SPLIT',
      refundedMinor: refundMinor,
      releasedMinor: BigInt(held.amount_minor) - refundMinor,
    },
    now,
  );
  await record(tx, dispute.id, kind, step, now, refundMinor);
  await auditDispute(
    tx,
    workflow,
    { id: dispute.id, held },
    { actorId: step.actorId, outcome: 'SPLIT', refundedMinor: refundMinor },
    now,
  );
}

/** 400 unless `amount` is more than 0 and less than what is held. */
function requirePartial(amount: bigint, held: PaymentRow, field: string): void {
  if (amount > 0n && amount < BigInt(held.amount_minor)) return;
  throw new ApiError(
    400,
    'validation_failed',
    'The partial refund must be more than 0 and less than the amount held',
    {
      detail: `body/${field} must be more than 0 and less than what is held`,
    },
  );
}

/** The seller's answer to an OPEN dispute. */
export type SellerAnswer =
  | { action: 'accept_refund'; message?: string }
  | { action: 'offer_partial'; amountMinor: bigint; message?: string }
  | { action: 'contest'; message?: string };

/** The chosen seller answers an OPEN dispute (once: a second answer is a 409). */
export async function respond(
  tx: Queryable,
  workflow: Workflow,
  disputeId: string,
  answer: SellerAnswer,
  sellerId: string,
  now: Date,
): Promise<void> {
  const { dispute, held } = await lockedDispute(
    tx,
    workflow,
    disputeId,
    ['OPEN'],
    'This dispute was answered already',
  );
  const step: Step & { actor: 'seller' } = { actor: 'seller', actorId: sellerId, message: answer.message };
  switch (answer.action) {
    case 'accept_refund':
      return settleByRefund(tx, workflow, dispute, held, 'REFUND_ACCEPTED', step, now);
    case 'offer_partial':
      requirePartial(answer.amountMinor, held, 'amount');
      await updateDispute(tx, dispute.id, { status: 'OFFERED', offerMinor: answer.amountMinor }, now);
      return record(tx, dispute.id, 'PARTIAL_OFFERED', step, now, answer.amountMinor);
    case 'contest':
      await updateDispute(tx, dispute.id, { status: 'CONTESTED' }, now);
      return record(tx, dispute.id, 'CONTESTED', step, now);
  }
}

/** The buyer accepts (a split) or rejects (to an admin) an OFFERED dispute's partial refund. */
export async function answerOffer(
  tx: Queryable,
  workflow: Workflow,
  disputeId: string,
  accept: boolean,
  step: Step & { actor: 'buyer' },
  now: Date,
): Promise<void> {
  const { dispute, held } = await lockedDispute(
    tx,
    workflow,
    disputeId,
    ['OFFERED'],
    'This dispute has no offer waiting for your answer',
  );
  if (!accept) {
    await updateDispute(tx, dispute.id, { status: 'CONTESTED' }, now);
    return record(tx, dispute.id, 'OFFER_REJECTED', step, now);
  }
  if (dispute.offer_minor === null) throw new Error(`dispute ${dispute.id} is OFFERED without an offer`);
  await settleBySplit(tx, workflow, dispute, held, BigInt(dispute.offer_minor), 'OFFER_ACCEPTED', step, now);
}

/** The buyer withdraws an active dispute; the order continues. */
export async function withdraw(
  tx: Queryable,
  workflow: Workflow,
  disputeId: string,
  step: Step & { actor: 'buyer' },
  now: Date,
): Promise<void> {
  const { dispute } = await lockedDispute(
    tx,
    workflow,
    disputeId,
    activeDisputeStatusValues,
    'This dispute was withdrawn already',
  );
  await updateDispute(tx, dispute.id, { status: 'WITHDRAWN' }, now);
  await record(tx, dispute.id, 'WITHDRAWN', step, now);
}

/** A platform admin's decision. */
export type Decision =
  | { outcome: Exclude<DisputeOutcome, 'SPLIT'>; message?: string }
  | { outcome: 'SPLIT'; refundMinor: bigint; message?: string };

/** A platform admin decides a CONTESTED dispute: release, refund or split. */
export async function decide(
  tx: Queryable,
  workflow: Workflow,
  disputeId: string,
  decision: Decision,
  adminId: string,
  now: Date,
): Promise<void> {
  const { dispute, held } = await lockedDispute(
    tx,
    workflow,
    disputeId,
    ['CONTESTED'],
    'Only a contested dispute waits for an admin’s decision',
  );
  const step: Step & { actor: 'admin' } = { actor: 'admin', actorId: adminId, message: decision.message };
  switch (decision.outcome) {
    case 'REFUNDED':
      return settleByRefund(tx, workflow, dispute, held, 'DECIDED', step, now);
    case 'SPLIT':
      requirePartial(decision.refundMinor, held, 'refundAmount');
      return settleBySplit(tx, workflow, dispute, held, decision.refundMinor, 'DECIDED', step, now);
    case 'RELEASED': {
      const amount = BigInt(held.amount_minor);
      await releaseEscrow(tx, workflow, now, 'admin');
      await updateDispute(
        tx,
        dispute.id,
        { status: 'RESOLVED', outcome: 'RELEASED', refundedMinor: 0n, releasedMinor: amount },
        now,
      );
      await auditDispute(
        tx,
        workflow,
        { id: dispute.id, held },
        { actorId: adminId, outcome: 'RELEASED', refundedMinor: 0n },
        now,
      );
      return record(tx, dispute.id, 'DECIDED', step, now);
    }
  }
}
