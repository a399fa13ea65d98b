import type { Currency, OfferStatus } from '@robomarket/api-client/enums';
import type { components } from '@robomarket/api-client/schema';
import type { Queryable } from '../../db/db.ts';
import type { ListCursor } from '../../lib/list-cursor.ts';

/** An offer row with its buyer's display name; money in minor units as text. */
export interface OfferRow {
  id: string;
  product_id: string | null;
  product_name: string;
  seller_id: string;
  buyer_id: string;
  buyer_name: string;
  /** The business the offer was made for (null: a customer's), and the product's business. */
  buyer_business_id: string | null;
  seller_business_id: string | null;
  /** The buyer's own name and the name of the business they offered for. */
  buyer_person_name: string;
  buyer_business_name: string | null;
  /** Who gave the latest answer and for which business; null until answered. */
  answered_by: string | null;
  answered_by_name: string | null;
  answered_business_id: string | null;
  answered_business_name: string | null;
  price_minor: string;
  counter_price_minor: string | null;
  agreed_price_minor: string | null;
  currency: Currency;
  quantity: number;
  message: string | null;
  status: OfferStatus;
  /** The acceptance test the buyer asked for (ADR 0100); null without one. */
  acceptance_test: components['schemas']['AcceptanceTest'] | null;
  workflow_id: string | null;
  created_at: Date;
  updated_at: Date;
}

// The buyer's name as a seller sees it: the business the offer was made for, else the person's name. Beside
// it who acted: the buyer's person and business, and who gave the latest answer (ADR 0090).
const personName = (column: string) =>
  `(SELECT n.person_name FROM party_names n WHERE n.user_id = ${column})`;
const businessName = (column: string) => `(SELECT bp.name FROM business_profiles bp WHERE bp.id = ${column})`;
const offerColumns = `o.id, o.product_id, o.product_name, o.seller_id, o.buyer_id,
  COALESCE(${businessName('o.buyer_business_id')}, ${personName('o.buyer_id')}) AS buyer_name,
  o.buyer_business_id, o.seller_business_id,
  ${personName('o.buyer_id')} AS buyer_person_name, ${businessName('o.buyer_business_id')} AS buyer_business_name,
  o.answered_by, ${personName('o.answered_by')} AS answered_by_name,
  o.answered_business_id, ${businessName('o.answered_business_id')} AS answered_business_name,
  o.price_minor::text AS price_minor, o.counter_price_minor::text AS counter_price_minor,
  o.agreed_price_minor::text AS agreed_price_minor, o.currency, o.quantity, o.message, o.status,
  o.acceptance_test, o.workflow_id, o.created_at, o.updated_at`;

/** A new offer's columns. */
export interface NewOffer {
  productId: string;
  productName: string;
  sellerId: string;
  buyerId: string;
  /** The business the buyer acts for, and the product's business. */
  buyerBusinessId: string | null;
  sellerBusinessId: string | null;
  priceMinor: bigint;
  currency: Currency;
  quantity: number;
  message: string | null;
  acceptanceTest: components['schemas']['AcceptanceTest'] | null;
}

/**
 * Inserts a PENDING offer; undefined when the buyer already has an open offer on the product (the partial
 * unique index decides, so two at once cannot both get in).
 */
export async function insertOffer(db: Queryable, offer: NewOffer, now: Date): Promise<OfferRow | undefined> {
  const [row] = await db.query<OfferRow>(
    `WITH inserted AS (
       INSERT INTO offers (product_id, product_name, seller_id, buyer_id, price_minor, currency, quantity,
         message, status, created_at, updated_at, buyer_business_id, seller_business_id, acceptance_test)
       VALUES ($1, $2, $3, $4, $5::bigint, $6, $7, $8, 'PENDING', $9, $9, $10, $11, $12::jsonb)
       ON CONFLICT (product_id, buyer_id) WHERE status IN ('PENDING', 'COUNTERED', 'PENDING_APPROVAL') DO NOTHING
       RETURNING *)
     SELECT ${offerColumns} FROM inserted o`,
    [
      offer.productId,
      offer.productName,
      offer.sellerId,
      offer.buyerId,
      offer.priceMinor.toString(),
      offer.currency,
      offer.quantity,
      offer.message,
      now,
      offer.buyerBusinessId,
      offer.sellerBusinessId,
      offer.acceptanceTest === null ? null : JSON.stringify(offer.acceptanceTest),
    ],
  );
  return row;
}

/** An offer on a product (locked until the transaction ends when asked), or undefined. */
export async function findOffer(
  db: Queryable,
  productId: string,
  id: string,
  lock = false,
): Promise<OfferRow | undefined> {
  const [row] = await db.query<OfferRow>(
    `SELECT ${offerColumns} FROM offers o WHERE o.id = $1 AND o.product_id = $2 ${lock ? 'FOR UPDATE OF o' : ''}`,
    [id, productId],
  );
  return row;
}

/** What a move writes besides the status. */
export interface OfferChange {
  status: OfferStatus;
  counterPriceMinor?: bigint;
  agreedPriceMinor?: bigint;
  workflowId?: string;
  /** Who answered, and the business they answered for. */
  answeredBy: string;
  answeredBusinessId: string | null;
}

/** Writes a move of a locked offer; returns it. */
export async function updateOffer(
  db: Queryable,
  id: string,
  change: OfferChange,
  now: Date,
): Promise<OfferRow> {
  const [row] = await db.query<OfferRow>(
    `WITH updated AS (
       UPDATE offers SET status = $2, updated_at = $3,
         counter_price_minor = COALESCE($4::bigint, counter_price_minor),
         agreed_price_minor = COALESCE($5::bigint, agreed_price_minor),
         workflow_id = COALESCE($6::uuid, workflow_id),
         answered_by = $7, answered_business_id = $8
       WHERE id = $1 RETURNING *)
     SELECT ${offerColumns} FROM updated o`,
    [
      id,
      change.status,
      now,
      change.counterPriceMinor?.toString() ?? null,
      change.agreedPriceMinor?.toString() ?? null,
      change.workflowId ?? null,
      change.answeredBy,
      change.answeredBusinessId,
    ],
  );
  if (row === undefined) throw new Error(`offer ${id} vanished while locked`);
  return row;
}

/**
 * Which offers a list holds: a product's, a buyer's, a seller's, or a buyer's on one product; a business's
 * side by its business id, a customer's by its user id.
 */
export interface OfferScope {
  productId?: string;
  buyerId?: string;
  sellerId?: string;
  /** A business's side; null: only rows of no business (a customer's own). */
  buyerBusinessId?: string | null;
  sellerBusinessId?: string | null;
}

/** A page of offers in `scope`, newest first; one more than `limit` says there is more. */
export async function listOffers(
  db: Queryable,
  scope: OfferScope,
  status: OfferStatus | undefined,
  limit: number,
  after: ListCursor | undefined,
): Promise<OfferRow[]> {
  const params: unknown[] = [];
  const param = (value: unknown, cast = '') => {
    params.push(value);
    return `$${params.length}${cast}`;
  };
  const where: string[] = [];
  if (scope.productId !== undefined) where.push(`o.product_id = ${param(scope.productId, '::uuid')}`);
  if (scope.buyerId !== undefined) where.push(`o.buyer_id = ${param(scope.buyerId, '::uuid')}`);
  if (scope.sellerId !== undefined) where.push(`o.seller_id = ${param(scope.sellerId, '::uuid')}`);
  if (scope.buyerBusinessId === null) where.push('o.buyer_business_id IS NULL');
  else if (scope.buyerBusinessId !== undefined) {
    where.push(`o.buyer_business_id = ${param(scope.buyerBusinessId, '::uuid')}`);
  }
  if (scope.sellerBusinessId === null) where.push('o.seller_business_id IS NULL');
  else if (scope.sellerBusinessId !== undefined) {
    where.push(`o.seller_business_id = ${param(scope.sellerBusinessId, '::uuid')}`);
  }
  if (where.length === 0) throw new Error('an offer list needs a scope');
  if (status !== undefined) where.push(`o.status = ${param(status)}`);
  if (after !== undefined) {
    where.push(
      `(o.created_at, o.id) < (${param(after.createdAt, '::timestamptz')}, ${param(after.id, '::uuid')})`,
    );
  }
  params.push(limit + 1);
  return db.query<OfferRow>(
    `SELECT ${offerColumns} FROM offers o WHERE ${where.join(' AND ')}
      ORDER BY o.created_at DESC, o.id DESC LIMIT $${params.length}`,
    params,
  );
}
