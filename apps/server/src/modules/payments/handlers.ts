import type { PaymentStatus } from '@robomarket/api-client/enums';
import type { Queryable } from '../../db/db.ts';
import { currentUser } from '../../lib/current-user.ts';
import { decodeListCursor, type ListCursor, pageOf, pageSize } from '../../lib/list-cursor.ts';
import { inAudience } from '../../lib/parties.ts';
import type { OperationHandler } from '../../plugins/openapi/operation.ts';
import { paymentNotFound } from './access.ts';
import { expireOverdue, releaseInspected } from './flow.ts';
import { type PaymentRow, paymentBody, paymentColumns } from './repository.ts';

/**
 * SQL: whether user `$1` sees the payment `p`: the buyer side (the buyer and its business's members) and
 * the chosen seller (the workflow's, or the payment's). Other invited sellers do not.
 */
const seesPayment = `(${inAudience('payments', 'p.workflow_id', '$1')} OR p.seller_id = $1)`;

/**
 * SQL: the payments of user `$1`'s list: those of the business they act for (their own without a
 * business), as `seesPayment` otherwise.
 */
const listsPayment = `(${inAudience('payments', 'p.workflow_id', '$1', 'acting')}
  OR (p.seller_id = $1 AND NOT EXISTS (SELECT 1 FROM acting_memberships a WHERE a.user_id = $1)))`;

/** A page of the payments `userId` sees for the business they act for, newest first. */
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
  const where = [listsPayment];
  if (filters.workflowId !== undefined) where.push(`p.workflow_id = ${param(filters.workflowId, '::uuid')}`);
  if (filters.status !== undefined) where.push(`p.status = ${param(filters.status)}`);
  if (after !== undefined) {
    where.push(
      `(p.created_at, p.id) < (${param(after.createdAt, '::timestamptz')}, ${param(after.id, '::uuid')})`,
    );
  }
  params.push(limit + 1);
  return db.query<PaymentRow>(
    `SELECT ${paymentColumns}
       FROM payments p
      WHERE ${where.join(' AND ')}
      ORDER BY p.created_at DESC, p.id DESC LIMIT $${params.length}`,
    params,
  );
}

/**
 * `GET /v2/payments`: the payments the caller sees, newest first; overdue sessions expire and ended
 * inspection periods release first.
 */
export const listPayments: OperationHandler<'listPayments'> = {
  handle: async (request, _reply, { db, now }) => {
    const user = currentUser(request);
    const { query } = request;
    const limit = pageSize(query.limit);
    const after = query.cursor === undefined ? undefined : decodeListCursor(query.cursor);
    await expireOverdue(db, now());
    await releaseInspected(db, now());
    const rows = await listPaymentRows(
      db,
      user.id,
      { workflowId: query.workflowId, status: query.status },
      limit,
      after,
    );
    const page = pageOf(rows, limit);
    return { payments: page.items.map((row) => paymentBody(row, user.id)), next_cursor: page.nextCursor };
  },
};

/** `GET /v2/payments/{paymentId}`: one payment the caller sees; 404 otherwise. */
export const getPayment: OperationHandler<'getPayment'> = {
  handle: async (request, _reply, { db, now }) => {
    const user = currentUser(request);
    await expireOverdue(db, now());
    await releaseInspected(db, now());
    const [row] = await db.query<PaymentRow>(
      `SELECT ${paymentColumns} FROM payments p
        WHERE p.id = $2 AND ${seesPayment}`,
      [user.id, request.params.paymentId],
    );
    if (row === undefined) throw paymentNotFound();
    return paymentBody(row, user.id);
  },
};
