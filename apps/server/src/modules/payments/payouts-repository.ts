// A seller's money, read from the ledger's postings by account and owner (never from payment statuses), so
// any kind of movement — a release, a refund, a dispute's split, a payout — counts by where it posts:
//   held       escrow of the payments of workflows where the seller is the chosen one
//   available  seller_payable(seller)
//   paid out   seller_paid_out(seller)
//   fees       platform_revenue of the seller's payments
import type { Currency } from '@robomarket/api-client/enums';
import type { Queryable } from '../../db/db.ts';
import type { ListCursor } from '../../lib/list-cursor.ts';

/** SQL: the payments `$1` is the seller of (the payment's seller, or the workflow's chosen seller). */
const sellersPayments = `(p.seller_id = $1 OR w.seller_id = $1)`;

/** SQL: per payment, sums of its postings in `$2` by account, the seller's own accounts for `$1`. */
const sums = `
  COALESCE(sum(lp.amount_minor) FILTER (WHERE lp.account = 'escrow'), 0)::text AS held,
  COALESCE(sum(lp.amount_minor) FILTER (WHERE lp.account = 'seller_payable' AND lp.owner_id = $1), 0)::text AS available,
  COALESCE(sum(lp.amount_minor) FILTER (WHERE lp.account = 'seller_paid_out' AND lp.owner_id = $1), 0)::text AS paid_out,
  COALESCE(sum(lp.amount_minor) FILTER (WHERE lp.account = 'platform_revenue'), 0)::text AS fee`;

/** The ledger postings of the seller's payments, in `$2`. */
const postingsOfSeller = `FROM payments p
  JOIN workflow_summaries w ON w.id = p.workflow_id
  JOIN ledger_transactions lt ON lt.payment_id = p.id
  JOIN ledger_postings lp ON lp.transaction_id = lt.id AND lp.currency = $2
 WHERE ${sellersPayments}`;

/** A seller's balance, in minor units as text. */
export interface BalanceRow {
  held: string;
  available: string;
  paid_out: string;
  fee: string;
}

/** The seller's balance in `currency`. */
export async function sellerBalance(db: Queryable, sellerId: string, currency: string): Promise<BalanceRow> {
  const [row] = await db.query<BalanceRow>(`SELECT ${sums} ${postingsOfSeller}`, [sellerId, currency]);
  return row ?? { held: '0', available: '0', paid_out: '0', fee: '0' };
}

/** One order of the seller, its money in minor units as text. */
export interface PayoutOrderRow extends BalanceRow {
  id: string;
  workflow_id: string;
  title: string;
  amount_minor: string;
  currency: Currency;
  created_at: Date;
  paid_at: Date;
  released_at: Date | null;
  paid_out_at: Date | null;
}

/** A page of the seller's orders with money in `currency` on the ledger, newest payment first. */
export async function sellerOrders(
  db: Queryable,
  sellerId: string,
  currency: string,
  limit: number,
  after: ListCursor | undefined,
): Promise<PayoutOrderRow[]> {
  const params: unknown[] = [sellerId, currency];
  let page = '';
  if (after !== undefined) {
    params.push(after.createdAt, after.id);
    page = 'AND (p.created_at, p.id) < ($3::timestamptz, $4::uuid)';
  }
  params.push(limit + 1);
  return db.query<PayoutOrderRow>(
    `SELECT p.id, p.workflow_id, w.title, p.amount_minor::text AS amount_minor, p.currency, p.created_at,
            min(lt.created_at) AS paid_at,
            min(lt.created_at) FILTER (WHERE lp.account = 'seller_payable' AND lp.owner_id = $1
                                         AND lp.amount_minor > 0) AS released_at,
            max(lt.created_at) FILTER (WHERE lp.account = 'seller_paid_out' AND lp.owner_id = $1) AS paid_out_at,
            ${sums}
       ${postingsOfSeller} ${page}
      GROUP BY p.id, w.title
      ORDER BY p.created_at DESC, p.id DESC LIMIT $${params.length}`,
    params,
  );
}

/**
 * The seller's payments with money available in `currency`, locked in id order (two payouts of one seller
 * queue here), with the available amount read again under the lock.
 */
export async function lockAvailable(
  tx: Queryable,
  sellerId: string,
  currency: string,
): Promise<{ payment_id: string; available: string }[]> {
  const candidates = await tx.query<{ payment_id: string }>(
    `SELECT lt.payment_id FROM ledger_postings lp JOIN ledger_transactions lt ON lt.id = lp.transaction_id
      WHERE lp.account = 'seller_payable' AND lp.owner_id = $1 AND lp.currency = $2
      GROUP BY lt.payment_id HAVING sum(lp.amount_minor) > 0`,
    [sellerId, currency],
  );
  if (candidates.length === 0) return [];
  await tx.query('SELECT id FROM payments WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE', [
    candidates.map((row) => row.payment_id),
  ]);
  return tx.query<{ payment_id: string; available: string }>(
    `SELECT lt.payment_id, sum(lp.amount_minor)::text AS available
       FROM ledger_postings lp JOIN ledger_transactions lt ON lt.id = lp.transaction_id
      WHERE lp.account = 'seller_payable' AND lp.owner_id = $1 AND lp.currency = $2
        AND lt.payment_id = ANY($3::uuid[])
      GROUP BY lt.payment_id HAVING sum(lp.amount_minor) > 0
      ORDER BY lt.payment_id`,
    [sellerId, currency, candidates.map((row) => row.payment_id)],
  );
}
