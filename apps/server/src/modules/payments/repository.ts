// The payments table, as the payment flow reads and writes it. Callers that change a payment hold its
// workflow's row lock first, then the payment's: one order everywhere, so two movements never deadlock.
import {
  activeDisputeStatusValues,
  type Currency,
  type EscrowStatus,
  type PaymentProvider,
  type PaymentStatus,
  type PaymentType,
} from '@robomarket/api-client/enums';
import { fromMinorUnits } from '@robomarket/api-client/money';
import type { Queryable } from '../../db/db.ts';

/** A payment row; money in minor units as text. */
export interface PaymentRow {
  id: string;
  workflow_id: string;
  amount_minor: string;
  currency: Currency;
  status: PaymentStatus;
  escrow_status: EscrowStatus | null;
  payment_type: PaymentType;
  provider: PaymentProvider;
  buyer_id: string | null;
  seller_id: string | null;
  expires_at: Date | null;
  checkout_url: string | null;
  provider_session_id: string | null;
  /** What went back to the buyer once the escrow is settled; null before. */
  refunded_minor: string | null;
  delivered_at: Date | null;
  inspection_ends_at: Date | null;
  created_at: Date;
}

export const paymentColumns = `p.id, p.workflow_id, p.amount_minor::text AS amount_minor, p.currency, p.status,
  p.escrow_status, p.payment_type, p.provider, p.buyer_id, p.seller_id, p.expires_at, p.checkout_url,
  p.provider_session_id, p.refunded_minor::text AS refunded_minor, p.delivered_at, p.inspection_ends_at,
  p.created_at`;

/**
 * The contract's `Payment` as `viewerId` sees it: the open checkout's address only for the payment's buyer
 * while it is PENDING (nobody else may pay it, and a closed session's address leads nowhere).
 */
export const paymentBody = (payment: PaymentRow, viewerId: string) => ({
  id: payment.id,
  amount: fromMinorUnits(payment.amount_minor),
  currency: payment.currency,
  status: payment.status,
  escrowStatus: payment.escrow_status,
  paymentType: payment.payment_type,
  createdAt: payment.created_at,
  workflowId: payment.workflow_id,
  provider: payment.provider,
  checkout_url: payment.status === 'PENDING' && payment.buyer_id === viewerId ? payment.checkout_url : null,
  refundedAmount: payment.refunded_minor === null ? null : fromMinorUnits(payment.refunded_minor),
  deliveredAt: payment.delivered_at,
  inspectionEndsAt: payment.inspection_ends_at,
});

/** One payment by id, locked when asked. */
export async function findPayment(db: Queryable, id: string, lock = false): Promise<PaymentRow | undefined> {
  const [row] = await db.query<PaymentRow>(
    `SELECT ${paymentColumns} FROM payments p WHERE p.id = $1 ${lock ? 'FOR UPDATE' : ''}`,
    [id],
  );
  return row;
}

/** The workflow's open (PENDING) payment, locked. */
export async function openPaymentOf(tx: Queryable, workflowId: string): Promise<PaymentRow | undefined> {
  const [row] = await tx.query<PaymentRow>(
    `SELECT ${paymentColumns} FROM payments p WHERE p.workflow_id = $1 AND p.status = 'PENDING' FOR UPDATE`,
    [workflowId],
  );
  return row;
}

/** The workflow's completed payment whose funds are held, locked. */
export async function heldPaymentOf(tx: Queryable, workflowId: string): Promise<PaymentRow | undefined> {
  const [row] = await tx.query<PaymentRow>(
    `SELECT ${paymentColumns} FROM payments p
      WHERE p.workflow_id = $1 AND p.status = 'COMPLETED' AND p.escrow_status = 'PENDING' FOR UPDATE`,
    [workflowId],
  );
  return row;
}

/** A new open payment. */
export interface NewPayment {
  workflowId: string;
  amountMinor: bigint;
  currency: Currency;
  provider: PaymentProvider;
  buyerId: string;
  sellerId: string | null;
  expiresAt: Date;
}

/** Inserts an open ESCROW payment; undefined when the workflow has an open one already (unique key). */
export async function insertPayment(
  tx: Queryable,
  payment: NewPayment,
  now: Date,
): Promise<PaymentRow | undefined> {
  const [row] = await tx.query<PaymentRow>(
    `INSERT INTO payments AS p (workflow_id, amount_minor, currency, status, escrow_status, payment_type,
       provider, buyer_id, seller_id, expires_at, created_at, updated_at)
     VALUES ($1, $2::bigint, $3, 'PENDING', NULL, 'ESCROW', $4, $5, $6, $7, $8, $8)
     ON CONFLICT (workflow_id) WHERE status = 'PENDING' DO NOTHING
     RETURNING ${paymentColumns}`,
    [
      payment.workflowId,
      payment.amountMinor.toString(),
      payment.currency,
      payment.provider,
      payment.buyerId,
      payment.sellerId,
      payment.expiresAt,
      now,
    ],
  );
  return row;
}

/** Changes a payment's columns; returns it. */
export async function updatePayment(
  tx: Queryable,
  id: string,
  change: {
    status?: PaymentStatus;
    escrowStatus?: EscrowStatus;
    feeMinor?: bigint;
    refundReason?: string | null;
    checkoutUrl?: string;
    providerSessionId?: string | null;
    refundedMinor?: bigint;
    deliveredAt?: Date;
    inspectionEndsAt?: Date;
  },
  now: Date,
): Promise<PaymentRow> {
  const [row] = await tx.query<PaymentRow>(
    `UPDATE payments AS p SET
       status = COALESCE($2, p.status),
       escrow_status = COALESCE($3, p.escrow_status),
       fee_minor = COALESCE($4::bigint, p.fee_minor),
       refund_reason = COALESCE($5, p.refund_reason),
       checkout_url = COALESCE($6, p.checkout_url),
       provider_session_id = COALESCE($7, p.provider_session_id),
       refunded_minor = COALESCE($9::bigint, p.refunded_minor),
       delivered_at = COALESCE($10, p.delivered_at),
       inspection_ends_at = COALESCE($11, p.inspection_ends_at),
       updated_at = $8
     WHERE p.id = $1 RETURNING ${paymentColumns}`,
    [
      id,
      change.status ?? null,
      change.escrowStatus ?? null,
      change.feeMinor?.toString() ?? null,
      change.refundReason ?? null,
      change.checkoutUrl ?? null,
      change.providerSessionId ?? null,
      now,
      change.refundedMinor?.toString() ?? null,
      change.deliveredAt ?? null,
      change.inspectionEndsAt ?? null,
    ],
  );
  if (row === undefined) throw new Error(`payment ${id} vanished under its lock`);
  return row;
}

/** Ids and workflows of open payments past their expiry, oldest first. */
export async function overduePayments(
  db: Queryable,
  now: Date,
  limit: number,
): Promise<{ id: string; workflow_id: string }[]> {
  return db.query<{ id: string; workflow_id: string }>(
    `SELECT id, workflow_id FROM payments WHERE status = 'PENDING' AND expires_at <= $1
      ORDER BY expires_at LIMIT $2`,
    [now, limit],
  );
}

/**
 * Ids and workflows of held payments whose inspection period has ended without an active dispute, oldest
 * first: the funds the timer releases.
 */
export async function inspectedPayments(
  db: Queryable,
  now: Date,
  limit: number,
  after?: { at: Date; id: string },
): Promise<{ id: string; workflow_id: string; inspection_ends_at: Date }[]> {
  return db.query<{ id: string; workflow_id: string; inspection_ends_at: Date }>(
    `SELECT p.id, p.workflow_id, p.inspection_ends_at FROM payments p
      WHERE p.status = 'COMPLETED' AND p.escrow_status = 'PENDING' AND p.inspection_ends_at <= $1
        AND NOT EXISTS (SELECT 1 FROM disputes d WHERE d.payment_id = p.id AND d.status IN (${activeList}))
        AND ($3::timestamptz IS NULL OR (p.inspection_ends_at, p.id) > ($3::timestamptz, $4::uuid))
      ORDER BY p.inspection_ends_at, p.id LIMIT $2`,
    [now, limit, after?.at ?? null, after?.id ?? null],
  );
}

/** SQL: the active dispute statuses, quoted, from the contract's set. */
export const activeList = activeDisputeStatusValues.map((status) => `'${status}'`).join(', ');

/** The date a seller's account began, for the early-adopter rule: its oldest business, else the user. */
export async function sellerSince(db: Queryable, sellerId: string): Promise<Date | undefined> {
  const [row] = await db.query<{ since: Date | null }>(
    'SELECT trading_since AS since FROM party_names WHERE user_id = $1',
    [sellerId],
  );
  return row?.since ?? undefined;
}

/** Whether a payment the user made or is to receive is held in escrow (their account cannot be deleted yet). */
export async function hasFundsInEscrow(db: Queryable, userId: string): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM payments WHERE (buyer_id = $1 OR seller_id = $1)
        AND status = 'COMPLETED' AND escrow_status = 'PENDING' LIMIT 1`,
    [userId],
  );
  return rows.length > 0;
}

/** Whether the user has paid or opened some payment (the demo data creates the demo buyer's orders once). */
export async function buyerHasPayments(db: Queryable, buyerId: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM payments WHERE buyer_id = $1 LIMIT 1', [buyerId]);
  return rows.length > 0;
}
