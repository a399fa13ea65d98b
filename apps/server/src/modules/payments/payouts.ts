// The seller's money (Stripe Connect's balance and payouts, in the sandbox): what is held in escrow for its
// orders, available, paid out, and the fees, from the ledger; and a payout of the available balance.
import type { Currency } from '@robomarket/api-client/enums';
import { fromMinorUnits } from '@robomarket/api-client/money';
import type { Queryable } from '../../db/db.ts';
import { ApiError } from '../../lib/api-error.ts';
import { currentUser } from '../../lib/current-user.ts';
import { keyedMove } from '../../lib/idempotency.ts';
import { decodeListCursor, type ListCursor, pageOf, pageSize } from '../../lib/list-cursor.ts';
import type { OperationHandler } from '../../plugins/openapi/operation.ts';
import { payoutPostings, postTransaction } from './ledger.ts';
import { lockAvailable, type PayoutOrderRow, sellerBalance, sellerOrders } from './payouts-repository.ts';

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
  sellerId: string,
  currency: Currency,
  limit: number,
  after: ListCursor | undefined,
) {
  const balance = await sellerBalance(db, sellerId, currency);
  const page = pageOf(await sellerOrders(db, sellerId, currency, limit, after), limit);
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

/** `GET /v2/payouts`: the caller's balance as a seller and its orders, newest first. */
export const getPayouts: OperationHandler<'getPayouts'> = {
  handle: async (request, _reply, { db }) => {
    const user = currentUser(request);
    const { query } = request;
    const after = query.cursor === undefined ? undefined : decodeListCursor(query.cursor);
    return payoutsOf(db, user.id, query.currency ?? 'USD', pageSize(query.limit), after);
  },
};

/**
 * `POST /v2/payouts`: the caller's whole available balance in a currency leaves for its bank, one `payout`
 * movement per order with money available; 409 when nothing is. Under the orders' row locks, so two
 * payouts at once pay once.
 */
export const createPayout: OperationHandler<'createPayout'> = {
  idempotent: true,
  handle: async (request, _reply, { db, now }) => {
    const user = currentUser(request);
    const currency = request.body?.currency ?? 'USD';
    const at = now();
    await keyedMove(request, db, at, async (tx, once) =>
      once(async () => {
        const available = await lockAvailable(tx, user.id, currency);
        if (available.length === 0) {
          throw new ApiError(409, 'conflict', 'There is no available balance to pay out');
        }
        for (const { payment_id, available: amount } of available) {
          await postTransaction(
            tx,
            payment_id,
            'payout',
            currency,
            payoutPostings(user.id, BigInt(amount)),
            at,
          );
        }
        return { statusCode: 200, id: user.id };
      }),
    );
    return payoutsOf(db, user.id, currency, firstPage, undefined);
  },
};
