import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationBody, OperationData } from './types';

/** Body of updateOfferStatus: the new `status`, and `price` (per unit) exactly when it is COUNTERED. */
export type UpdateOfferStatusBody = OperationBody<'updateOfferStatus'>;
/** Answer of updateOfferStatus: the offer in its new status, with `workflowId` once ACCEPTED. */
export type UpdateOfferStatusData = OperationData<'updateOfferStatus'>;

/**
 * updateOfferStatus (PUT /v2/products/{id}/offers/{offerId}): the seller accepts, rejects or counters; the
 * buyer withdraws or answers a counter. `idempotencyKey` names the intended action: a retry with the same
 * key gets the first answer again.
 */
export function updateOfferStatus(
  client: ApiClient,
  productId: string,
  offerId: string,
  body: UpdateOfferStatusBody,
  idempotencyKey: string,
): Promise<UpdateOfferStatusData> {
  return unwrap(
    client.PUT('/v2/products/{id}/offers/{offerId}', {
      params: { path: { id: productId, offerId }, header: { 'Idempotency-Key': idempotencyKey } },
      body,
    }),
  );
}
