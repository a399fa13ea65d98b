// The payment flow's moves on one workflow: open a session, complete or expire it, start the order, release
// or refund the escrow, cancel. Each runs inside the caller's transaction holding the workflow's row lock
// (then the payment's), so a check and the move it guards are atomic, and the ledger is written in the same
// transaction as the statuses it mirrors.
import type { UnpaidPaymentStatus, WorkflowStatus } from '@robomarket/api-client/enums';
import type { Queryable } from '../../db/db.ts';
import { ApiError } from '../../lib/api-error.ts';
import { releaseGate } from '../../lib/release-gate.ts';
import { transition } from '../../lib/transitions.ts';
import {
  applyWorkflowEvent,
  cancelWorkflow,
  lockWorkflow,
  type WorkflowRow,
  workflowTransitions,
} from '../workflows/index.ts';
import { isEarlyAdopter, platformFee } from './fees.ts';
import { holdPostings, postTransaction, refundPostings, releasePostings, splitPostings } from './ledger.ts';
import { checkoutProvider } from './providers.ts';
import {
  activeList,
  findPayment,
  heldPaymentOf,
  insertPayment,
  inspectedPayments,
  openPaymentOf,
  overduePayments,
  type PaymentRow,
  sellerSince,
  updatePayment,
} from './repository.ts';
import { paymentSettings } from './settings.ts';

/** A workflow as the flow keeps it current while it moves. */
type Workflow = Pick<
  WorkflowRow,
  'id' | 'status' | 'buyer_id' | 'seller_id' | 'agreed_price_minor' | 'currency' | 'title'
>;

const notOpen = () => new ApiError(409, 'conflict', 'This payment is no longer open');

/**
 * Expires the workflow's open payment when it is past its lifetime: payment EXPIRED, workflow back to
 * PRICE_AGREED. Returns the workflow's status after it. Called first by every move on a workflow, so a
 * stale PENDING is never acted on.
 */
export async function expireIfDue(tx: Queryable, workflow: Workflow, now: Date): Promise<Workflow> {
  const open = await openPaymentOf(tx, workflow.id);
  if (open === undefined || open.expires_at === null || open.expires_at.getTime() > now.getTime()) {
    return workflow;
  }
  return closeOpenPayment(tx, workflow, open, 'EXPIRED', now);
}

/** Ends an open payment as EXPIRED or FAILED and puts the workflow back to PRICE_AGREED. */
async function closeOpenPayment(
  tx: Queryable,
  workflow: Workflow,
  open: PaymentRow,
  status: UnpaidPaymentStatus,
  now: Date,
): Promise<Workflow> {
  await updatePayment(tx, open.id, { status }, now);
  if (workflow.status !== 'PAYMENT_PENDING') return workflow;
  const moved = await applyWorkflowEvent(tx, workflow, 'payment_failed', 'timer', {
    now,
    refusal: notOpen().message,
  });
  return { ...workflow, status: moved.status };
}

/** What a new session answers. */
export interface OpenedSession {
  payment: PaymentRow;
  checkoutUrl: string;
  expiresAt: Date;
}

/**
 * Opens a payment of exactly the agreed price (PRICE_AGREED → PAYMENT_PENDING) with the configured
 * provider. 409 unless the workflow is PRICE_AGREED with a price.
 */
export async function openSession(
  tx: Queryable,
  workflow: Workflow,
  urls: { successUrl?: string; cancelUrl?: string },
  now: Date,
): Promise<OpenedSession> {
  const settings = paymentSettings();
  transition(
    workflowTransitions,
    workflow.status,
    'payment_session_opened',
    'buyer',
    workflow.status === 'PAYMENT_PENDING'
      ? 'A payment for this workflow is already open'
      : 'The workflow has no agreed price waiting for payment',
  );
  if (workflow.agreed_price_minor === null) {
    throw new ApiError(409, 'conflict', 'The workflow has no agreed price');
  }
  const expiresAt = new Date(now.getTime() + settings.sessionTtlMs);
  const amountMinor = BigInt(workflow.agreed_price_minor);
  const payment = await insertPayment(
    tx,
    {
      workflowId: workflow.id,
      amountMinor,
      currency: workflow.currency,
      provider: settings.provider,
      buyerId: workflow.buyer_id,
      sellerId: workflow.seller_id,
      expiresAt,
    },
    now,
  );
  if (payment === undefined)
    throw new ApiError(409, 'conflict', 'A payment for this workflow is already open');
  const checkout = await checkoutProvider(settings).createCheckout({
    paymentId: payment.id,
    amountMinor,
    currency: workflow.currency,
    title: workflow.title,
    successUrl: urls.successUrl,
    cancelUrl: urls.cancelUrl,
    expiresAt,
  });
  const updated = await updatePayment(
    tx,
    payment.id,
    { checkoutUrl: checkout.checkoutUrl, providerSessionId: checkout.sessionId },
    now,
  );
  await applyWorkflowEvent(tx, workflow, 'payment_session_opened', 'buyer', { now });
  return { payment: updated, checkoutUrl: checkout.checkoutUrl, expiresAt };
}

/** A sandbox payment of the agreed price, open, for the demo data (no provider is asked). */
export async function insertDemoPayment(
  tx: Queryable,
  workflow: Workflow,
  buyerId: string,
  sellerId: string,
  now: Date,
): Promise<PaymentRow> {
  if (workflow.agreed_price_minor === null) throw new Error('a demo payment needs an agreed price');
  const payment = await insertPayment(
    tx,
    {
      workflowId: workflow.id,
      amountMinor: BigInt(workflow.agreed_price_minor),
      currency: workflow.currency,
      provider: 'sandbox',
      buyerId,
      sellerId,
      expiresAt: new Date(now.getTime() + paymentSettings().sessionTtlMs),
    },
    now,
  );
  if (payment === undefined) throw new Error('the demo workflow has an open payment already');
  return updatePayment(tx, payment.id, { checkoutUrl: `/checkout/${payment.id}` }, now);
}

/**
 * The provider reports success: payment COMPLETED with its funds held (escrow PENDING), ledger hold, workflow
 * PAYMENT_COMPLETED. The payment must be the workflow's open one.
 */
export async function completePayment(
  tx: Queryable,
  workflow: Workflow,
  payment: PaymentRow,
  now: Date,
): Promise<PaymentRow> {
  if (payment.status !== 'PENDING') throw notOpen();
  transition(workflowTransitions, workflow.status, 'payment_succeeded', 'provider', notOpen().message);
  const completed = await updatePayment(
    tx,
    payment.id,
    { status: 'COMPLETED', escrowStatus: 'PENDING' },
    now,
  );
  await postTransaction(
    tx,
    payment.id,
    'hold',
    payment.currency,
    holdPostings(payment.buyer_id ?? workflow.buyer_id, BigInt(payment.amount_minor)),
    now,
  );
  await applyWorkflowEvent(tx, workflow, 'payment_succeeded', 'provider', { now });
  return completed;
}

/** The provider reports failure or expiry of an open payment: back to PRICE_AGREED. */
export async function failPayment(
  tx: Queryable,
  workflow: Workflow,
  payment: PaymentRow,
  status: UnpaidPaymentStatus,
  now: Date,
): Promise<void> {
  if (payment.status !== 'PENDING') return;
  await closeOpenPayment(tx, workflow, payment, status, now);
}

/** The fee on a release to `sellerId` at `now`. */
async function feeFor(tx: Queryable, sellerId: string, amountMinor: bigint, now: Date): Promise<bigint> {
  const settings = paymentSettings();
  const since = await sellerSince(tx, sellerId);
  if (since !== undefined && isEarlyAdopter(since, now, settings.earlyAdopterMonths)) return 0n;
  return platformFee(amountMinor, settings.feeBasisPoints);
}

/** Who releases held funds: the buyer, the timer after the inspection period, or an admin's decision. */
export type Releaser = 'buyer' | 'timer' | 'admin';

/** The 409 for a move on held funds while a dispute about them is open. */
export const disputeOpen = () =>
  new ApiError(
    409,
    'conflict',
    'A dispute about this order is open: the funds stay held until it is settled or withdrawn',
  );

/**
 * Releases the escrow: ORDER_IN_PROGRESS → ORDER_COMPLETED, escrow RELEASED, the amount to the seller less
 * the fee to the platform. 409 when the order is not in progress, nothing is held, or (for the buyer) a
 * dispute is open; an admin releases while deciding the dispute.
 */
export async function releaseEscrow(
  tx: Queryable,
  workflow: Workflow,
  now: Date,
  by: Releaser = 'buyer',
): Promise<PaymentRow> {
  transition(
    workflowTransitions,
    workflow.status,
    'escrow_released',
    by,
    workflow.status === 'ORDER_COMPLETED'
      ? 'The funds were released already'
      : 'Funds can be released only while the order is in progress',
  );
  const held = await heldPaymentOf(tx, workflow.id);
  const sellerId = held?.seller_id ?? workflow.seller_id;
  if (held === undefined || sellerId === null) {
    throw new ApiError(409, 'conflict', 'No funds are held for this workflow');
  }
  if (by !== 'admin' && (await activeDisputeOf(tx, held.id))) throw disputeOpen();
  const amountMinor = BigInt(held.amount_minor);
  const feeMinor = await feeFor(tx, sellerId, amountMinor, now);
  const released = await updatePayment(
    tx,
    held.id,
    { escrowStatus: 'RELEASED', feeMinor, refundedMinor: 0n },
    now,
  );
  await postTransaction(
    tx,
    held.id,
    'release',
    held.currency,
    releasePostings(sellerId, amountMinor, feeMinor),
    now,
  );
  await applyWorkflowEvent(tx, workflow, 'escrow_released', by, { now });
  return released;
}

/**
 * Splits held funds (a dispute settled by a partial refund): `refundMinor` back to the buyer, the rest to
 * the seller less the fee on the rest; escrow PARTIALLY_REFUNDED, ORDER_IN_PROGRESS → ORDER_COMPLETED.
 */
export async function splitEscrow(
  tx: Queryable,
  workflow: Workflow,
  held: PaymentRow,
  refundMinor: bigint,
  by: 'buyer' | 'admin',
  now: Date,
): Promise<PaymentRow> {
  const amountMinor = BigInt(held.amount_minor);
  const buyerId = held.buyer_id ?? workflow.buyer_id;
  const sellerId = held.seller_id ?? workflow.seller_id;
  if (sellerId === null) throw new ApiError(409, 'conflict', 'No funds are held for this workflow');
  if (refundMinor <= 0n || refundMinor >= amountMinor) {
    throw new ApiError(
      400,
      'validation_failed',
      'The refund must be more than 0 and less than the amount held',
    );
  }
  const feeMinor = await feeFor(tx, sellerId, amountMinor - refundMinor, now);
  const split = await updatePayment(
    tx,
    held.id,
    { escrowStatus: 'PARTIALLY_REFUNDED', feeMinor, refundedMinor: refundMinor },
    now,
  );
  await postTransaction(
    tx,
    held.id,
    'split',
    held.currency,
    splitPostings(buyerId, sellerId, amountMinor, refundMinor, feeMinor),
    now,
  );
  await applyWorkflowEvent(tx, workflow, 'dispute_split', by, { now });
  return split;
}

/** Refunds every held unit to the buyer as a dispute's outcome: ORDER_IN_PROGRESS → ORDER_CANCELLED. */
export async function refundDisputed(
  tx: Queryable,
  workflow: Workflow,
  held: PaymentRow,
  by: 'seller' | 'admin',
  now: Date,
): Promise<PaymentRow> {
  const refunded = await refundHeld(tx, held, 'Refunded by the dispute', now);
  await applyWorkflowEvent(tx, workflow, 'dispute_refunded', by, { now });
  return refunded;
}

/**
 * The chosen seller marks a started order delivered: the held payment's inspection period starts. 409 when
 * the order is not in progress with funds held, or was marked before.
 */
export async function markDelivered(tx: Queryable, workflow: Workflow, now: Date): Promise<PaymentRow> {
  const held = workflow.status === 'ORDER_IN_PROGRESS' ? await heldPaymentOf(tx, workflow.id) : undefined;
  if (held === undefined) {
    throw new ApiError(
      409,
      'conflict',
      'Only an order in progress with its funds held can be marked delivered',
    );
  }
  if (held.delivered_at !== null)
    throw new ApiError(409, 'conflict', 'The order was marked delivered already');
  return startInspection(tx, held, now);
}

/**
 * Starts the inspection period of a started order's held funds unless it started already (the delivered
 * units passed their acceptance test, ADR 0100). Answers when the funds are released unless the buyer
 * disputes; null when no funds are held on an order in progress.
 */
export async function startInspectionOnce(
  tx: Queryable,
  workflow: Workflow,
  now: Date,
): Promise<Date | null> {
  const held = workflow.status === 'ORDER_IN_PROGRESS' ? await heldPaymentOf(tx, workflow.id) : undefined;
  if (held === undefined) return null;
  if (held.inspection_ends_at !== null) return held.inspection_ends_at;
  return (await startInspection(tx, held, now)).inspection_ends_at;
}

async function startInspection(tx: Queryable, held: PaymentRow, now: Date): Promise<PaymentRow> {
  const inspectionEndsAt = new Date(now.getTime() + paymentSettings().inspectionPeriodMs);
  return updatePayment(tx, held.id, { deliveredAt: now, inspectionEndsAt }, now);
}

/** Whether the payment has an active (not settled) dispute. */
async function activeDisputeOf(tx: Queryable, paymentId: string): Promise<boolean> {
  const rows = await tx.query(
    `SELECT 1 FROM disputes WHERE payment_id = $1 AND status IN (${activeList}) LIMIT 1`,
    [paymentId],
  );
  return rows.length > 0;
}

/**
 * Releases the held funds automatically when the inspection period has ended with no active dispute and
 * the release gate does not hold it (an acceptance test not passed yet, ADR 0100); called first by every move
 * on a started order, so a stale hold is never acted on. Returns the workflow's status after it.
 */
export async function releaseIfInspected(tx: Queryable, workflow: Workflow, now: Date): Promise<Workflow> {
  if (workflow.status !== 'ORDER_IN_PROGRESS') return workflow;
  const held = await heldPaymentOf(tx, workflow.id);
  if (held === undefined || held.inspection_ends_at === null) return workflow;
  if (held.inspection_ends_at.getTime() > now.getTime()) return workflow;
  if (await activeDisputeOf(tx, held.id)) return workflow;
  if (await releaseGate().holds(tx, workflow.id)) return workflow;
  await releaseEscrow(tx, workflow, now, 'timer');
  return { ...workflow, status: 'ORDER_COMPLETED' };
}

/**
 * Releases every held payment whose inspection period has ended without an active dispute (the timer, and
 * readers before they read), each in its own transaction under its workflow's lock. Returns how many.
 */
export async function releaseInspected(
  db: { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> } & Queryable,
  now: Date,
  limit = 100,
): Promise<number> {
  let released = 0;
  // Page on: payments the gate holds stay due, and must not keep the others waiting behind them.
  let after: { at: Date; id: string } | undefined;
  for (;;) {
    const due = await inspectedPayments(db, now, limit, after);
    for (const { workflow_id } of due) {
      released += await db.transaction(async (tx) => {
        const workflow = await lockWorkflow(tx, workflow_id);
        if (workflow === undefined) return 0;
        const moved = await releaseIfInspected(tx, workflow, now);
        return moved.status === workflow.status ? 0 : 1;
      });
    }
    const last = due.at(-1);
    if (last === undefined || due.length < limit) return released;
    after = { at: last.inspection_ends_at, id: last.id };
  }
}

/** Returns held funds to the buyer: escrow REFUNDED, ledger back to the buyer. */
async function refundHeld(
  tx: Queryable,
  held: PaymentRow,
  reason: string | null,
  now: Date,
): Promise<PaymentRow> {
  const refunded = await updatePayment(
    tx,
    held.id,
    { escrowStatus: 'REFUNDED', refundReason: reason, refundedMinor: BigInt(held.amount_minor) },
    now,
  );
  const buyerId = held.buyer_id;
  if (buyerId === null) throw new Error(`payment ${held.id} has no buyer to refund`);
  await postTransaction(
    tx,
    held.id,
    'refund',
    held.currency,
    refundPostings(buyerId, BigInt(held.amount_minor)),
    now,
  );
  return refunded;
}

/** The 409 of a buyer asking for its money back alone once the seller has started the order. */
export const startedOrderRefusal = () =>
  new ApiError(
    409,
    'conflict',
    'The seller has started this order, so it can no longer be cancelled with a refund. Open a dispute instead.',
  );

/**
 * The buyer takes held funds back before the seller starts the order: escrow REFUNDED, workflow
 * ORDER_CANCELLED (history kept). 409 when nothing is held (not paid yet, released, refunded), and once the
 * order has started (a dispute replaces it).
 */
export async function refundEscrow(
  tx: Queryable,
  workflow: WorkflowRow,
  reason: string | null,
  now: Date,
): Promise<PaymentRow> {
  if (workflow.status === 'ORDER_IN_PROGRESS') throw startedOrderRefusal();
  const held = await heldPaymentOf(tx, workflow.id);
  if (held === undefined) {
    throw new ApiError(
      409,
      'conflict',
      workflow.status === 'ORDER_COMPLETED'
        ? 'The funds were released to the seller already'
        : 'No funds are held for this workflow',
    );
  }
  const refunded = await refundHeld(tx, held, reason, now);
  await cancelWorkflow(tx, workflow, now);
  return refunded;
}

/**
 * The money part of cancelling a workflow (a cancel step of the workflows module, run in the cancel's
 * transaction after its state check): an open session expires, held funds go back to the buyer.
 */
export async function cancelPayments(
  tx: Queryable,
  workflowId: string,
  from: WorkflowStatus,
  now: Date,
): Promise<void> {
  const open = await openPaymentOf(tx, workflowId);
  if (open !== undefined) await updatePayment(tx, open.id, { status: 'EXPIRED' }, now);
  const held = await heldPaymentOf(tx, workflowId);
  if (held !== undefined && from === 'ORDER_IN_PROGRESS') throw startedOrderRefusal();
  if (held !== undefined) await refundHeld(tx, held, 'The buyer cancelled the workflow', now);
}

/**
 * Expires every open payment past its lifetime (the server's timer, and readers before they read), each in
 * its own transaction under its workflow's lock. Returns how many expired.
 */
export async function expireOverdue(
  db: { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> } & Queryable,
  now: Date,
  limit = 100,
): Promise<number> {
  let expired = 0;
  for (const { id, workflow_id } of await overduePayments(db, now, limit)) {
    expired += await db.transaction(async (tx) => {
      const workflow = await lockWorkflow(tx, workflow_id);
      const payment = await findPayment(tx, id, true);
      if (workflow === undefined || payment === undefined || payment.status !== 'PENDING') return 0;
      if (payment.expires_at === null || payment.expires_at.getTime() > now.getTime()) return 0;
      await closeOpenPayment(tx, workflow, payment, 'EXPIRED', now);
      return 1;
    });
  }
  return expired;
}
