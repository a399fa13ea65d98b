// A seller's money, read from the ledger's postings by account and owner (never from payment statuses), so
// any kind of movement — a release, a refund, a dispute's split, a payout — counts by where it posts:
//   held       escrow of the payments of workflows where the seller is the chosen one
//   available  seller_payable(seller)
//   paid out   seller_paid_out(seller)
//   fees       platform_revenue of the seller's payments
import type { Currency } from '@robomarket/api-client/enums';
import type { Queryable } from '../../db/db.ts';
import type { ListCursor } from '../../lib/list-cursor.ts';

/**
 * Whose money: a business (every payment of the workflows it sells on, ADR 0090) or a seller without one
 * (the payments it is the seller of). `$1` is the business's or the user's id.
 */
export interface PayoutOwner {
  kind: 'business' | 'user';
  id: string;
}

/**
 * SQL: the payments `$1` is the seller of: a business's are those of the workflows it sells on, and those of
 * workflows that name no selling business yet whose seller is one of its members; a user's are those it is
 * the seller of (the payment's seller, or the workflow's chosen seller) for no business.
 */
const sellersPayments = (owner: PayoutOwner) =>
  owner.kind === 'business'
    ? `(w.seller_business_id = $1
        OR (w.seller_business_id IS NULL
            AND EXISTS (SELECT 1 FROM business_memberships m
                         WHERE m.business_id = $1 AND m.user_id IN (p.seller_id, w.seller_id))))`
    : '(p.seller_id = $1 OR w.seller_id = $1) AND w.seller_business_id IS NULL';

/** SQL: a posting to the seller's own accounts of the payment (a business's: its seller's on that payment). */
const ownAccount = (owner: PayoutOwner) =>
  owner.kind === 'business' ? 'lp.owner_id IN (p.seller_id, w.seller_id)' : 'lp.owner_id = $1';

/** SQL: per payment, sums of its postings in `$2` by account, the seller's own accounts. */
const sums = (owner: PayoutOwner) => `
  COALESCE(sum(lp.amount_minor) FILTER (WHERE lp.account = 'escrow'), 0)::text AS held,
  COALESCE(sum(lp.amount_minor) FILTER (WHERE lp.account = 'seller_payable' AND ${ownAccount(owner)}), 0)::text AS available,
  COALESCE(sum(lp.amount_minor) FILTER (WHERE lp.account = 'seller_paid_out' AND ${ownAccount(owner)}), 0)::text AS paid_out,
  COALESCE(sum(lp.amount_minor) FILTER (WHERE lp.account = 'platform_revenue'), 0)::text AS fee`;

/** The ledger postings of the seller's payments, in `$2`. */
const postingsOfSeller = (owner: PayoutOwner) => `FROM payments p
  JOIN workflow_summaries w ON w.id = p.workflow_id
  JOIN ledger_transactions lt ON lt.payment_id = p.id
  JOIN ledger_postings lp ON lp.transaction_id = lt.id AND lp.currency = $2
 WHERE ${sellersPayments(owner)}`;

/** A seller's balance, in minor units as text. */
export interface BalanceRow {
  held: string;
  available: string;
  paid_out: string;
  fee: string;
}

/** The seller's balance in `currency`. */
export async function sellerBalance(
  db: Queryable,
  owner: PayoutOwner,
  currency: string,
): Promise<BalanceRow> {
  const [row] = await db.query<BalanceRow>(`SELECT ${sums(owner)} ${postingsOfSeller(owner)}`, [
    owner.id,
    currency,
  ]);
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
  owner: PayoutOwner,
  currency: string,
  limit: number,
  after: ListCursor | undefined,
): Promise<PayoutOrderRow[]> {
  const params: unknown[] = [owner.id, currency];
  let page = '';
  if (after !== undefined) {
    params.push(after.createdAt, after.id);
    page = 'AND (p.created_at, p.id) < ($3::timestamptz, $4::uuid)';
  }
  params.push(limit + 1);
  return db.query<PayoutOrderRow>(
    `SELECT p.id, p.workflow_id, w.title, p.amount_minor::text AS amount_minor, p.currency, p.created_at,
            min(lt.created_at) AS paid_at,
            min(lt.created_at) FILTER (WHERE lp.account = 'seller_payable' AND ${ownAccount(owner)}
                                         AND lp.amount_minor > 0) AS released_at,
            max(lt.created_at) FILTER (WHERE lp.account = 'seller_paid_out' AND ${ownAccount(owner)}) AS paid_out_at,
            ${sums(owner)}
       ${postingsOfSeller(owner)} ${page}
      GROUP BY p.id, w.title
      ORDER BY p.created_at DESC, p.id DESC LIMIT $${params.length}`,
    params,
  );
}

/**
 * The seller's payments with money available in `currency`, locked in id order (two payouts of one seller
 * queue here), with the available amount and its owner (the user the ledger credited) read again under the
 * lock.
 */
export async function lockAvailable(
  tx: Queryable,
  owner: PayoutOwner,
  currency: string,
): Promise<{ payment_id: string; owner_id: string; available: string }[]> {
  const available = `SELECT p.id AS payment_id, lp.owner_id, sum(lp.amount_minor)::text AS available
       FROM payments p
       JOIN workflow_summaries w ON w.id = p.workflow_id
       JOIN ledger_transactions lt ON lt.payment_id = p.id
       JOIN ledger_postings lp ON lp.transaction_id = lt.id
      WHERE ${sellersPayments(owner)} AND lp.account = 'seller_payable' AND ${ownAccount(owner)}
        AND lp.currency = $2`;
  const candidates = await tx.query<{ payment_id: string }>(
    `${available} GROUP BY p.id, lp.owner_id HAVING sum(lp.amount_minor) > 0`,
    [owner.id, currency],
  );
  if (candidates.length === 0) return [];
  await tx.query('SELECT id FROM payments WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE', [
    candidates.map((row) => row.payment_id),
  ]);
  return tx.query<{ payment_id: string; owner_id: string; available: string }>(
    `${available} AND p.id = ANY($3::uuid[])
      GROUP BY p.id, lp.owner_id HAVING sum(lp.amount_minor) > 0
      ORDER BY p.id`,
    [owner.id, currency, candidates.map((row) => row.payment_id)],
  );
}
