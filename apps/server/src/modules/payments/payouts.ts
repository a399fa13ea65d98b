// The seller's money (Stripe Connect's balance and payouts, in the sandbox): what is held in escrow for its
// orders, available, paid out, and the fees, from the ledger; and a payout of the available balance.
import type { Currency } from '@robomarket/api-client/enums';
import { fromMinorUnits } from '@robomarket/api-client/money';
import type { Queryable } from '../../db/db.ts';
import { ApiError } from '../../lib/api-error.ts';
import { keyedMove } from '../../lib/idempotency.ts';
import { decodeListCursor, type ListCursor, pageOf, pageSize } from '../../lib/list-cursor.ts';
import type { OperationHandler } from '../../plugins/openapi/operation.ts';
import { type Actor, actingFor, recordAudit, requireRole } from '../business/index.ts';
import { payoutPostings, postTransaction } from './ledger.ts';
import {
  lockAvailable,
  type PayoutOrderRow,
  type PayoutOwner,
  sellerBalance,
  sellerOrders,
} from './payouts-repository.ts';

/** Whose money the actor sees: the business they act for (ADR 0090), else their own. */
const ownerOf = (actor: Actor): PayoutOwner =>
  actor.businessId === null ? { kind: 'user', id: actor.userId } : { kind: 'business', id: actor.businessId };

/** The page the payout answers with: the contract's `Limit` default. */
const firstPage = 20;

/** The state of an order's money for its seller, from its balances. */
function stateOf(row: PayoutOrderRow) {
  if (BigInt(row.held) > 0n) return 'held' as const;
  if (BigInt(row.available) > 0n) return 'available' as const;
  if (BigInt(row.paid_out) > 0n) return 'paid_out' as const;
  return 'refunded' as const;
}

/** The contract's `PayoutOrder`. */
const orderBody = (row: PayoutOrderRow) => ({
  workflowId: row.workflow_id,
  title: row.title,
  paymentId: row.id,
  gross: fromMinorUnits(row.amount_minor),
  fee: fromMinorUnits(row.fee),
  net: fromMinorUnits(BigInt(row.available) + BigInt(row.paid_out)),
  state: stateOf(row),
  currency: row.currency,
  paidAt: row.paid_at,
  releasedAt: row.released_at,
  paidOutAt: row.paid_out_at,
});

/** The contract's `Payouts`: the seller's balance and a page of its orders. */
async function payoutsOf(
  db: Queryable,
  owner: PayoutOwner,
  currency: Currency,
  limit: number,
  after: ListCursor | undefined,
) {
  const balance = await sellerBalance(db, owner, currency);
  const page = pageOf(await sellerOrders(db, owner, currency, limit, after), limit);
  return {
    balance: {
      heldInEscrow: fromMinorUnits(balance.held),
      available: fromMinorUnits(balance.available),
      paidOut: fromMinorUnits(balance.paid_out),
      fees: fromMinorUnits(balance.fee),
      currency,
    },
    orders: page.items.map(orderBody),
    next_cursor: page.nextCursor,
  };
}

/**
 * `GET /v2/payouts`: the balance as a seller of the business the caller acts for (every member reads it), or
 * the caller's own without one, and its orders, newest first.
 */
export const getPayouts: OperationHandler<'getPayouts'> = {
  handle: async (request, _reply, { db }) => {
    const owner = ownerOf(await actingFor(request, db));
    const { query } = request;
    const after = query.cursor === undefined ? undefined : decodeListCursor(query.cursor);
    return payoutsOf(db, owner, query.currency ?? 'USD', pageSize(query.limit), after);
  },
};

/**
 * `POST /v2/payouts`: the whole available balance in a currency of the business the caller acts for (an
 * ADMIN of it; the caller's own without one) leaves for its bank, one `payout` movement per order with money
 * available, recorded in the business's audit log; 409 when nothing is. Under the orders' row locks, so two
 * payouts at once pay once.
 */
export const createPayout: OperationHandler<'createPayout'> = {
  idempotent: true,
  handle: async (request, _reply, { db, now }) => {
    const actor = await actingFor(request, db);
    requireRole(actor, ['ADMIN']);
    const owner = ownerOf(actor);
    const currency = request.body?.currency ?? 'USD';
    const at = now();
    await keyedMove(request, db, at, async (tx, once) =>
      once(async () => {
        const available = await lockAvailable(tx, owner, currency);
        if (available.length === 0) {
          throw new ApiError(409, 'conflict', 'There is no available balance to pay out');
        }
        let total = 0n;
        for (const { payment_id, owner_id, available: amount } of available) {
          total += BigInt(amount);
          await postTransaction(
            tx,
            payment_id,
            'payout',
            currency,
            payoutPostings(owner_id, BigInt(amount)),
            at,
          );
        }
        if (actor.businessId !== null) {
          await recordAudit(tx, {
            businessId: actor.businessId,
            actorId: actor.userId,
            action: 'payout.created',
            subjectType: 'payout',
            subjectId: null,
            details: { currency, amount: fromMinorUnits(total), orders: available.length },
            at,
          });
        }
        return { statusCode: 200, id: actor.userId };
      }),
    );
    return payoutsOf(db, owner, currency, firstPage, undefined);
  },
};
