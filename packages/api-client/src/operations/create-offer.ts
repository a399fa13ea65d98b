import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationBody, OperationData } from './types';

/** Body of createOffer: `price` per unit (two decimals), `quantity` (1 when left out), `message`. */
export type CreateOfferBody = OperationBody<'createOffer'>;
/** Answer of createOffer: the offer, PENDING. */
export type CreateOfferData = OperationData<'createOffer'>;

/** createOffer (POST /v2/products/{id}/offers): a buyer offers a price per unit on someone else's product. */
export function createOffer(
  client: ApiClient,
  productId: string,
  body: CreateOfferBody,
): Promise<CreateOfferData> {
  return unwrap(client.POST('/v2/products/{id}/offers', { params: { path: { id: productId } }, body }));
}
