import type { NotificationType } from '@robomarket/api-client/enums';
import { fromMinorUnits, isPositiveAmount } from '@robomarket/api-client/money';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/db.ts';
import { ApiError } from '../../lib/api-error.ts';
import { awardGate } from '../../lib/award-gate.ts';
import { currentUser } from '../../lib/current-user.ts';
import { keyedMove } from '../../lib/idempotency.ts';
import { invalidFields, minorUnitsOf, requireChargeable } from '../../lib/input-rules.ts';
import { decodeListCursor, pageOf, pageSize } from '../../lib/list-cursor.ts';
import { rawBody, trimFields } from '../../lib/raw-body.ts';
import type { OperationHandler } from '../../plugins/openapi/operation.ts';
import { type Actor, actingFor, actsForOwner, isMemberOf, requireRole } from '../business/index.ts';
import { notifyOffer } from '../notifications/index.ts';
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

/** The contract's `SentBy`: who acted, and the business they acted for. */
const onBehalfOf = (
  userId: string,
  name: string,
  businessId: string | null,
  businessName: string | null,
) => ({
  userId,
  name,
  businessId,
  businessName: businessId === null ? null : businessName,
});

/** The contract's `Offer`. */
export const offerBody = (offer: OfferRow) => ({
  id: offer.id,
  productId: offer.product_id,
  productName: offer.product_name,
  sellerId: offer.seller_id,
  buyerId: offer.buyer_id,
  buyerName: offer.buyer_name,
  buyerBusinessId: offer.buyer_business_id,
  sellerBusinessId: offer.seller_business_id,
  sentBy: onBehalfOf(
    offer.buyer_id,
    offer.buyer_person_name,
    offer.buyer_business_id,
    offer.buyer_business_name,
  ),
  answeredBy:
    offer.answered_by === null
      ? null
      : onBehalfOf(
          offer.answered_by,
          offer.answered_by_name ?? '',
          offer.answered_business_id,
          offer.answered_business_name,
        ),
  price: fromMinorUnits(offer.price_minor),
  counterPrice: money(offer.counter_price_minor),
  agreedPrice: money(offer.agreed_price_minor),
  currency: offer.currency,
  quantity: offer.quantity,
  message: offer.message,
  status: offer.status,
  acceptanceTest: offer.acceptance_test,
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
 * business it is listed under offers a price per unit, for the business they act for (a PURCHASER of it).
 * One open offer per buyer and product (409).
 */
export const createOffer: OperationHandler<'createOffer'> = {
  beforeValidation: (request) => {
    trimFields(request, 'message');
    checkPrice(request);
  },
  handle: async (request, reply, { db, now }) => {
    const user = currentUser(request);
    const actor = await actingFor(request, db);
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
      requireRole(actor, ['PURCHASER']);
      requireChargeable(product.currency, undefined, { price: priceMinor });
      const created = await insertOffer(
        tx,
        {
          productId: product.id,
          productName: product.name,
          sellerId: product.seller_id,
          buyerId: user.id,
          buyerBusinessId: actor.businessId,
          sellerBusinessId: product.business_id,
          priceMinor,
          currency: product.currency,
          quantity,
          message,
          acceptanceTest: body.acceptanceTest ?? null,
        },
        now(),
      );
      if (created === undefined) {
        throw new ApiError(409, 'conflict', 'You already have an open offer on this product', {
          detail: 'Withdraw the open offer before making another',
        });
      }
      await notifyOffer(tx, created.created_at, {
        type: 'offer.received',
        offerId: created.id,
        productTitle: product.name,
        recipientId: product.seller_id,
        actorId: user.id,
        link: '/business/products',
      });
      return created;
    });
    reply.code(201);
    return offerBody(offer);
  },
};

/**
 * `GET /v2/products/{id}/offers`: the members of the product's business (its seller without one) see every
 * offer on it; anyone else the offers of the business they act for (their own without one).
 */
export const listOffers: OperationHandler<'listOffers'> = {
  handle: async (request, _reply, { db }) => {
    const actor = await actingFor(request, db);
    const { query } = request;
    const product = await lockProduct(db, request.params.id, false);
    if (product === undefined) throw productNotFound();
    const limit = pageSize(query.limit);
    const after = query.cursor === undefined ? undefined : decodeListCursor(query.cursor);
    const scope = actsForOwner(actor, product.business_id, product.seller_id)
      ? { productId: product.id }
      : { productId: product.id, ...buyerScope(actor) };
    const page = pageOf(await listOfferRows(db, scope, query.status, limit, after), limit);
    return { offers: page.items.map(offerBody), next_cursor: page.nextCursor };
  },
};

/**
 * The offers made for the business `actor` acts for; without one, those the actor made for no business (not
 * those they made for a business they have left).
 */
const buyerScope = (actor: Actor) =>
  actor.businessId === null
    ? { buyerId: actor.userId, buyerBusinessId: null }
    : { buyerBusinessId: actor.businessId };

/** The offers received by the business `actor` acts for (without one, on the actor's own products). */
const sellerScope = (actor: Actor) =>
  actor.businessId === null
    ? { sellerId: actor.userId, sellerBusinessId: null }
    : { sellerBusinessId: actor.businessId };

/**
 * `GET /v2/offers`: the offers the caller's business made (`side=buyer`) or received on its products
 * (`side=seller`), whichever member acted; a caller without a business, their own.
 */
export const listMyOffers: OperationHandler<'listMyOffers'> = {
  handle: async (request, _reply, { db }) => {
    const actor = await actingFor(request, db);
    const { query } = request;
    const limit = pageSize(query.limit);
    const after = query.cursor === undefined ? undefined : decodeListCursor(query.cursor);
    const scope = query.side === 'seller' ? sellerScope(actor) : buyerScope(actor);
    const page = pageOf(await listOfferRows(db, scope, query.status, limit, after), limit);
    return { offers: page.items.map(offerBody), next_cursor: page.nextCursor };
  },
};

/**
 * The actor's side of an offer (the buyer's business or the product's), or undefined for anyone else (who
 * gets the 404 of a missing offer).
 */
function partyOf(offer: OfferRow, actor: Actor): OfferParty | undefined {
  if (actsForOwner(actor, offer.buyer_business_id, offer.buyer_id)) return 'buyer';
  if (actsForOwner(actor, offer.seller_business_id, offer.seller_id)) return 'seller';
  return undefined;
}

/** The role a side answers with: SALES for the product's business, PURCHASER for the buyer's. */
const roleOf = (party: OfferParty) => (party === 'seller' ? 'SALES' : 'PURCHASER');

/**
 * Accepts a locked offer: the DIRECT_ORDER workflow for its buyer's business at PRICE_AGREED, the product's
 * business its seller's, the seller invited (so the seller sees it as a party), agreed price = the accepted
 * price per unit × quantity.
 */
export async function acceptOffer(
  tx: Queryable,
  offer: OfferRow,
  party: OfferParty,
  actor: Actor,
  at: Date,
): Promise<OfferRow> {
  // A countered offer (or one whose accept of the counter waited for approval) is agreed at the counter.
  const unitMinor = BigInt(
    offer.status === 'COUNTERED' || offer.status === 'PENDING_APPROVAL'
      ? (offer.counter_price_minor ?? '')
      : offer.price_minor,
  );
  const product = offer.product_id === null ? undefined : await lockProduct(tx, offer.product_id, false);
  const unit = fromMinorUnits(unitMinor);
  const workflow = await insertWorkflow(
    tx,
    {
      buyerId: offer.buyer_id,
      businessId: offer.buyer_business_id,
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
    agreed: {
      sellerId: offer.seller_id,
      priceMinor: unitMinor * BigInt(offer.quantity),
      sellerBusinessId: offer.seller_business_id,
      acceptanceTest: offer.acceptance_test,
    },
  });
  await insertInvitedSellers(tx, workflow.id, [offer.seller_id], actor.userId, at);
  return updateOffer(
    tx,
    offer.id,
    { status: 'ACCEPTED', agreedPriceMinor: unitMinor, workflowId: workflow.id, ...answered(actor) },
    at,
  );
}

/** Who answers: the actor and the business they act for. */
const answered = (actor: Actor) => ({ answeredBy: actor.userId, answeredBusinessId: actor.businessId });

/** Moves a locked offer by `event`; the counter price comes with COUNTERED. */
async function moveOffer(
  tx: Queryable,
  offer: OfferRow,
  party: OfferParty,
  event: OfferEvent,
  counterPriceMinor: bigint | undefined,
  actor: Actor,
  at: Date,
): Promise<OfferRow> {
  const to = offerMove(offer.status, event, party);
  if (to === 'ACCEPTED' && party === 'buyer') {
    const held = await holdOfferForApproval(tx, actor.userId, offer, at);
    if (held !== undefined) return held;
  }
  if (to === 'ACCEPTED') return acceptOffer(tx, offer, party, actor, at);
  if (offer.status === 'PENDING_APPROVAL') await awardGate().cancel(tx, 'offer', offer.id, at);
  if (to === 'COUNTERED') {
    if (counterPriceMinor === undefined) throw new Error('COUNTERED without a price passed the checks');
    checkTotal(counterPriceMinor, offer.quantity, 'price');
    return updateOffer(tx, offer.id, { status: to, counterPriceMinor, ...answered(actor) }, at);
  }
  return updateOffer(tx, offer.id, { status: to, ...answered(actor) }, at);
}

/** The notification an offer's new status gives the other side (ADR 0096). */
const offerNews: Partial<Record<string, NotificationType>> = {
  COUNTERED: 'offer.countered',
  ACCEPTED: 'offer.accepted',
  REJECTED: 'offer.rejected',
};

/**
 * `PUT /v2/products/{id}/offers/{offerId}`: the seller's side (a SALES member of the product's business)
 * accepts, rejects or counters; the buyer's side (a PURCHASER of the buyer's business) withdraws or answers a
 * counter (moves in `state-machine.ts`). Under the offer's row lock, so two accepts make one
 * order; the `Idempotency-Key` replays the first answer.
 */
export const updateOfferStatus: OperationHandler<'updateOfferStatus'> = {
  idempotent: true,
  beforeValidation: checkPrice,
  handle: async (request, _reply, { db, now }) => {
    const actor = await actingFor(request, db);
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
      const party = partyOf(offer, actor);
      if (party === undefined) throw offerNotFound();
      requireRole(actor, [roleOf(party)]);
      requireChargeable(offer.currency, undefined, { price: counterPriceMinor });
      return once(async () => {
        const moved = await moveOffer(tx, offer, party, body.status, counterPriceMinor, actor, at);
        const told = offerNews[moved.status];
        if (told !== undefined) {
          const toSeller = party === 'buyer';
          await notifyOffer(tx, at, {
            type: told,
            offerId: moved.id,
            productTitle: offer.product_name,
            recipientId: toSeller ? offer.seller_id : offer.buyer_id,
            actorId: actor.userId,
            link: toSeller ? '/business/products' : `/product/${offer.product_id ?? ''}`,
          });
        }
        return { statusCode: 200, id: moved.id };
      });
    });
    const offer = await findOffer(db, params.id, params.offerId);
    if (offer === undefined) throw offerNotFound();
    return offerBody(offer);
  },
};
