import type {
  Currency,
  EscrowStatus,
  PaymentProvider,
  PaymentStatus,
  PaymentType,
} from '@robomarket/api-client/enums';
import type { Queryable } from '../../db/db.ts';
import { currentUser } from '../../lib/current-user.ts';
import { decodeListCursor, type ListCursor, pageOf, pageSize } from '../../lib/list-cursor.ts';
import { fromMinorUnits } from '../../lib/money.ts';
import type { OperationHandler } from '../../plugins/openapi/operation.ts';
import { buyerSide, invitedSeller } from '../workflows/index.ts';

/** A payment row; money in minor units as text. */
interface PaymentRow {
  id: string;
  workflow_id: string;
  amount_minor: string;
  currency: Currency;
  status: PaymentStatus;
  escrow_status: EscrowStatus | null;
  payment_type: PaymentType;
  provider: PaymentProvider;
  created_at: Date;
}

/**
 * A page of the payments of workflows `userId` is a party to (buyer side, invited seller, or the agreed
 * seller), newest first.
 */
async function listPaymentRows(
  db: Queryable,
  userId: string,
  filters: { workflowId?: string; status?: PaymentStatus },
  limit: number,
  after: ListCursor | undefined,
): Promise<PaymentRow[]> {
  const params: unknown[] = [userId];
  const param = (value: unknown, cast = '') => {
    params.push(value);
    return `$${params.length}${cast}`;
  };
  const where = [`(${buyerSide('$1')} OR ${invitedSeller('$1')} OR w.seller_id = $1)`];
  if (filters.workflowId !== undefined) where.push(`p.workflow_id = ${param(filters.workflowId, '::uuid')}`);
  if (filters.status !== undefined) where.push(`p.status = ${param(filters.status)}`);
  if (after !== undefined) {
    where.push(
      `(p.created_at, p.id) < (${param(after.createdAt, '::timestamptz')}, ${param(after.id, '::uuid')})`,
    );
  }
  params.push(limit + 1);
  return db.query<PaymentRow>(
    `SELECT p.id, p.workflow_id, p.amount_minor::text AS amount_minor, p.currency, p.status, p.escrow_status,
            p.payment_type, p.provider, p.created_at
       FROM payments p JOIN workflows w ON w.id = p.workflow_id
      WHERE ${where.join(' AND ')}
      ORDER BY p.created_at DESC, p.id DESC LIMIT $${params.length}`,
    params,
  );
}

/** The contract's `Payment`. */
const paymentBody = (payment: PaymentRow) => ({
  id: payment.id,
  amount: fromMinorUnits(payment.amount_minor),
  currency: payment.currency,
  status: payment.status,
  escrowStatus: payment.escrow_status,
  paymentType: payment.payment_type,
  createdAt: payment.created_at,
  workflowId: payment.workflow_id,
  provider: payment.provider,
});

/** `GET /v2/payments`: the payments of the workflows the caller is a party to. */
export const listPayments: OperationHandler<'listPayments'> = {
  handle: async (request, _reply, { db }) => {
    const user = currentUser(request);
    const { query } = request;
    const limit = pageSize(query.limit);
    const after = query.cursor === undefined ? undefined : decodeListCursor(query.cursor);
    const rows = await listPaymentRows(
      db,
      user.id,
      { workflowId: query.workflowId, status: query.status },
      limit,
      after,
    );
    const page = pageOf(rows, limit);
    return { payments: page.items.map(paymentBody), next_cursor: page.nextCursor };
  },
};
