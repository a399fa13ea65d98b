// The double-entry ledger (DESIGN.md §5). Every movement of a payment is one transaction whose postings sum
// to zero, in integer minor units:
//   hold     buyer_funding(buyer) −amount, escrow +amount
//   release  escrow −amount, seller_payable(seller) +(amount − fee), platform_revenue +fee (when fee > 0)
//   refund   escrow −amount, buyer_funding(buyer) +amount
//   split    escrow −amount, buyer_funding(buyer) +refund, seller_payable(seller) +(rest − fee),
//            platform_revenue +fee, where rest = amount − refund (a dispute's partial refund)
//   payout   seller_payable(seller) −amount, seller_paid_out(seller) +amount (the seller's bank)
// `buyer_funding` is the buyer's card: a contra account that is ≤ 0 (money came in from outside). The
// others never go below zero; `seller_paid_out` only goes up (money that left the platform). The table's unique keys make a hold resolve at most once.
import type { Queryable } from '../../db/db.ts';

/** A ledger account. */
export type LedgerAccount =
  | 'buyer_funding'
  | 'escrow'
  | 'seller_payable'
  | 'platform_revenue'
  | 'seller_paid_out';

/** One line of a ledger transaction. */
export interface Posting {
  account: LedgerAccount;
  ownerId: string | null;
  amountMinor: bigint;
}

/** The kinds of movement. */
export type LedgerKind = 'hold' | 'release' | 'refund' | 'split' | 'payout';

/**
 * Writes one ledger transaction of `paymentId`. Throws (and the caller's transaction rolls back) when the
 * postings do not sum to zero, or when the payment already has this kind of movement or is already resolved
 * (the unique keys): a hold is held once and resolves at most once.
 */
export async function postTransaction(
  tx: Queryable,
  paymentId: string,
  kind: LedgerKind,
  currency: string,
  postings: readonly Posting[],
  now: Date,
): Promise<void> {
  const lines = postings.filter((posting) => posting.amountMinor !== 0n);
  const sum = lines.reduce((total, posting) => total + posting.amountMinor, 0n);
  if (sum !== 0n || lines.length < 2) {
    throw new Error(`ledger ${kind} of payment ${paymentId} does not balance (sum ${sum})`);
  }
  const [row] = await tx.query<{ id: string }>(
    'INSERT INTO ledger_transactions (payment_id, kind, created_at) VALUES ($1, $2, $3) RETURNING id',
    [paymentId, kind, now],
  );
  if (row === undefined) throw new Error('the ledger transaction was not written');
  for (const posting of lines) {
    await tx.query(
      `INSERT INTO ledger_postings (transaction_id, account, owner_id, amount_minor, currency)
       VALUES ($1, $2, $3, $4::bigint, $5)`,
      [row.id, posting.account, posting.ownerId, posting.amountMinor.toString(), currency],
    );
  }
}

/** The buyer's card → escrow. */
export const holdPostings = (buyerId: string, amountMinor: bigint): Posting[] => [
  { account: 'buyer_funding', ownerId: buyerId, amountMinor: -amountMinor },
  { account: 'escrow', ownerId: null, amountMinor },
];

/** Escrow → the seller, less the fee → the platform. */
export const releasePostings = (sellerId: string, amountMinor: bigint, feeMinor: bigint): Posting[] => [
  { account: 'escrow', ownerId: null, amountMinor: -amountMinor },
  { account: 'seller_payable', ownerId: sellerId, amountMinor: amountMinor - feeMinor },
  { account: 'platform_revenue', ownerId: null, amountMinor: feeMinor },
];

/** Escrow → back to the buyer. */
export const refundPostings = (buyerId: string, amountMinor: bigint): Posting[] => [
  { account: 'escrow', ownerId: null, amountMinor: -amountMinor },
  { account: 'buyer_funding', ownerId: buyerId, amountMinor },
];

/** Escrow → part back to the buyer, the rest to the seller less the fee on the rest → the platform. */
export const splitPostings = (
  buyerId: string,
  sellerId: string,
  amountMinor: bigint,
  refundMinor: bigint,
  feeMinor: bigint,
): Posting[] => [
  { account: 'escrow', ownerId: null, amountMinor: -amountMinor },
  { account: 'buyer_funding', ownerId: buyerId, amountMinor: refundMinor },
  { account: 'seller_payable', ownerId: sellerId, amountMinor: amountMinor - refundMinor - feeMinor },
  { account: 'platform_revenue', ownerId: null, amountMinor: feeMinor },
];

/** The seller's available money on one payment → its bank. */
export const payoutPostings = (sellerId: string, amountMinor: bigint): Posting[] => [
  { account: 'seller_payable', ownerId: sellerId, amountMinor: -amountMinor },
  { account: 'seller_paid_out', ownerId: sellerId, amountMinor },
];
