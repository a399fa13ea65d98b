import { fromMinorUnits, isPositiveAmount } from '@robomarket/api-client/money';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/db.ts';
import { ApiError } from '../../lib/api-error.ts';
import { awardGate } from '../../lib/award-gate.ts';
import { type AuthUser, currentUser } from '../../lib/current-user.ts';
import { keyedMove } from '../../lib/idempotency.ts';
import { invalidFields, minorUnitsOf, requireChargeable } from '../../lib/input-rules.ts';
import { decodeListCursor, pageOf, pageSize } from '../../lib/list-cursor.ts';
import { rawBody, trimFields } from '../../lib/raw-body.ts';
import type { OperationHandler } from '../../plugins/openapi/operation.ts';
import { isMemberOf, listMemberships } from '../business/index.ts';
import { lockProduct } from '../products/index.ts';
import {
  applyWorkflowEvent,
  insertInvitedSellers,
  insertWorkflow,
  newWorkflowDetailsStatus,
} from '../workflows/index.ts';
import { holdOfferForApproval } from './approval.ts';
import {
  findOffer,
  insertOffer,
  listOffers as listOfferRows,
  type OfferRow,
  updateOffer,
} from './repository.ts';
import { type OfferEvent, type OfferParty, offerMove } from './state-machine.ts';

/** The message of a price that is not an amount above zero (product-spec §5). */
const invalidPriceMessage = 'Please enter a valid price greater than 0';

/** The largest order total a workflow holds, in minor units (the contract's 13 integer digits). */
const maxTotalMinor = 999_999_999_999_999n;

const productNotFound = () => new ApiError(404, 'not_found', 'Product not found');
const offerNotFound = () => new ApiError(404, 'not_found', 'Offer not found');

const money = (minor: string | null) => (minor === null ? null : fromMinorUnits(minor));

/** The contract's `Offer`. */
export const offerBody = (offer: OfferRow) => ({
  id: offer.id,
  productId: offer.product_id,
  productName: offer.product_name,
  sellerId: offer.seller_id,
  buyerId: offer.buyer_id,
  buyerName: offer.buyer_name,
  price: fromMinorUnits(offer.price_minor),
  counterPrice: money(offer.counter_price_minor),
  agreedPrice: money(offer.agreed_price_minor),
  currency: offer.currency,
  quantity: offer.quantity,
  message: offer.message,
  status: offer.status,
  workflowId: offer.workflow_id,
  createdAt: offer.created_at,
  updatedAt: offer.updated_at,
});

/** A 400 for a price that is not above zero with two decimals, worded as the product form words it. */
function checkPrice(request: FastifyRequest): void {
  const fields = rawBody(request);
  if (fields !== undefined && 'price' in fields && !isPositiveAmount(fields.price)) {
    throw invalidFields(invalidPriceMessage, [
      { field: 'price', message: 'must be an amount greater than 0, such as 12500.00' },
    ]);
  }
}

/** A 400 unless price × quantity fits an order's total. */
function checkTotal(priceMinor: bigint, quantity: number, field: string): void {
  if (priceMinor * BigInt(quantity) > maxTotalMinor) {
    throw invalidFields('The total (price × quantity) is too large', [
      { field, message: 'makes the total (price × quantity) more than 9999999999999.99' },
    ]);
  }
}

/**
 * `POST /v2/products/{id}/offers`: any signed-in user but the product's seller and the members of the
 * business it is listed under offers a price per unit. One open offer per buyer and product (409).
 */
export const createOffer: OperationHandler<'createOffer'> = {
  beforeValidation: (request) => {
    trimFields(request, 'message');
    checkPrice(request);
  },
  handle: async (request, reply, { db, now }) => {
    const user = currentUser(request);
    const { body } = request;
    const priceMinor = minorUnitsOf(body.price);
    const quantity = body.quantity ?? 1;
    checkTotal(priceMinor, quantity, 'quantity');
    const message = body.message === undefined || body.message === '' ? null : body.message;
    const offer = await db.transaction(async (tx) => {
      // Shared lock: the product cannot be removed before the offer is in.
      const product = await lockProduct(tx, request.params.id);
      if (product === undefined) throw productNotFound();
      if (product.seller_id === user.id) {
        throw new ApiError(403, 'forbidden', 'You cannot make an offer on your own product');
      }
      if (product.business_id !== null && (await isMemberOf(tx, product.business_id, user.id))) {
        throw new ApiError(403, 'forbidden', "You cannot make an offer on your own business's product");
      }
      requireChargeable(product.currency, undefined, { price: priceMinor });
      const created = await insertOffer(
        tx,
        {
          productId: product.id,
          productName: product.name,
          sellerId: product.seller_id,
          buyerId: user.id,
          priceMinor,
          currency: product.currency,
          quantity,
          message,
        },
        now(),
      );
      if (created === undefined) {
        throw new ApiError(409, 'conflict', 'You already have an open offer on this product', {
          detail: 'Withdraw the open offer before making another',
        });
      }
      return created;
    });
    reply.code(201);
    return offerBody(offer);
  },
};

/** `GET /v2/products/{id}/offers`: the product's seller sees every offer on it; anyone else their own. */
export const listOffers: OperationHandler<'listOffers'> = {
  handle: async (request, _reply, { db }) => {
    const user = currentUser(request);
    const { query } = request;
    const product = await lockProduct(db, request.params.id, false);
    if (product === undefined) throw productNotFound();
    const limit = pageSize(query.limit);
    const after = query.cursor === undefined ? undefined : decodeListCursor(query.cursor);
    const scope =
      product.seller_id === user.id ? { productId: product.id } : { productId: product.id, buyerId: user.id };
    const page = pageOf(await listOfferRows(db, scope, query.status, limit, after), limit);
    return { offers: page.items.map(offerBody), next_cursor: page.nextCursor };
  },
};

/** `GET /v2/offers`: the offers the caller made (`side=buyer`) or received on its products (`side=seller`). */
export const listMyOffers: OperationHandler<'listMyOffers'> = {
  handle: async (request, _reply, { db }) => {
    const user = currentUser(request);
    const { query } = request;
    const limit = pageSize(query.limit);
    const after = query.cursor === undefined ? undefined : decodeListCursor(query.cursor);
    const scope = query.side === 'seller' ? { sellerId: user.id } : { buyerId: user.id };
    const page = pageOf(await listOfferRows(db, scope, query.status, limit, after), limit);
    return { offers: page.items.map(offerBody), next_cursor: page.nextCursor };
  },
};

/** The caller's part in an offer, or undefined for anyone else (who gets the 404 of a missing offer). */
function partyOf(offer: OfferRow, user: AuthUser): OfferParty | undefined {
  if (offer.buyer_id === user.id) return 'buyer';
  if (offer.seller_id === user.id) return 'seller';
  return undefined;
}

/**
 * Accepts a locked offer: the DIRECT_ORDER workflow for its buyer at PRICE_AGREED, the seller invited (so
 * the seller sees it as a party), agreed price = the accepted price per unit × quantity.
 */
export async function acceptOffer(
  tx: Queryable,
  offer: OfferRow,
  party: OfferParty,
  actorId: string,
  at: Date,
): Promise<OfferRow> {
  // A countered offer (or one whose accept of the counter waited for approval) is agreed at the counter.
  const unitMinor = BigInt(
    offer.status === 'COUNTERED' || offer.status === 'PENDING_APPROVAL'
      ? (offer.counter_price_minor ?? '')
      : offer.price_minor,
  );
  const product = offer.product_id === null ? undefined : await lockProduct(tx, offer.product_id, false);
  const [membership] = await listMemberships(tx, offer.buyer_id);
  const unit = fromMinorUnits(unitMinor);
  const workflow = await insertWorkflow(
    tx,
    {
      buyerId: offer.buyer_id,
      businessId: membership?.business_id ?? null,
      title: offer.product_name,
      description: `Direct order from an accepted offer: ${offer.quantity} × ${offer.product_name} at ${unit} ${offer.currency} each.`,
      requestType: 'DIRECT_ORDER',
      currency: offer.currency,
      budgetMinMinor: null,
      budgetMaxMinor: null,
      category: product?.category ?? 'ROBOT',
      quantity: offer.quantity,
      details: {
        status: newWorkflowDetailsStatus('DIRECT_ORDER'),
        offerId: offer.id,
        ...(offer.product_id === null ? {} : { productId: offer.product_id }),
      },
    },
    at,
  );
  await applyWorkflowEvent(tx, workflow, 'offer_accepted', party, {
    now: at,
    refusal: 'The order could not be created',
    agreed: { sellerId: offer.seller_id, priceMinor: unitMinor * BigInt(offer.quantity) },
  });
  await insertInvitedSellers(tx, workflow.id, [offer.seller_id], actorId, at);
  return updateOffer(
    tx,
    offer.id,
    { status: 'ACCEPTED', agreedPriceMinor: unitMinor, workflowId: workflow.id },
    at,
  );
}

/** Moves a locked offer by `event`; the counter price comes with COUNTERED. */
async function moveOffer(
  tx: Queryable,
  offer: OfferRow,
  party: OfferParty,
  event: OfferEvent,
  counterPriceMinor: bigint | undefined,
  actorId: string,
  at: Date,
): Promise<OfferRow> {
  const to = offerMove(offer.status, event, party);
  if (to === 'ACCEPTED' && party === 'buyer') {
    const held = await holdOfferForApproval(tx, actorId, offer, at);
    if (held !== undefined) return held;
  }
  if (to === 'ACCEPTED') return acceptOffer(tx, offer, party, actorId, at);
  if (offer.status === 'PENDING_APPROVAL') await awardGate().cancel(tx, 'offer', offer.id, at);
  if (to === 'COUNTERED') {
    if (counterPriceMinor === undefined) throw new Error('COUNTERED without a price passed the checks');
    checkTotal(counterPriceMinor, offer.quantity, 'price');
    return updateOffer(tx, offer.id, { status: to, counterPriceMinor }, at);
  }
  return updateOffer(tx, offer.id, { status: to }, at);
}

/**
 * `PUT /v2/products/{id}/offers/{offerId}`: the seller accepts, rejects or counters; the buyer withdraws or
 * answers a counter (moves in `state-machine.ts`). Under the offer's row lock, so two accepts make one
 * order; the `Idempotency-Key` replays the first answer.
 */
export const updateOfferStatus: OperationHandler<'updateOfferStatus'> = {
  idempotent: true,
  beforeValidation: checkPrice,
  handle: async (request, _reply, { db, now }) => {
    const user = currentUser(request);
    const { body, params } = request;
    if (body.status === 'COUNTERED' && body.price === undefined) {
      throw invalidFields('A counter needs a price', [{ field: 'price', message: 'is required to counter' }]);
    }
    if (body.status !== 'COUNTERED' && body.price !== undefined) {
      throw invalidFields('A price goes only with a counter', [
        { field: 'price', message: 'must be left out unless the status is COUNTERED' },
      ]);
    }
    const counterPriceMinor = body.price === undefined ? undefined : minorUnitsOf(body.price);
    const at = now();
    await keyedMove(request, db, at, async (tx, once) => {
      const offer = await findOffer(tx, params.id, params.offerId, true);
      if (offer === undefined) throw offerNotFound();
      const party = partyOf(offer, user);
      if (party === undefined) throw offerNotFound();
      requireChargeable(offer.currency, undefined, { price: counterPriceMinor });
      return once(async () => {
        const moved = await moveOffer(tx, offer, party, body.status, counterPriceMinor, user.id, at);
        return { statusCode: 200, id: moved.id };
      });
    });
    const offer = await findOffer(db, params.id, params.offerId);
    if (offer === undefined) throw offerNotFound();
    return offerBody(offer);
  },
};
