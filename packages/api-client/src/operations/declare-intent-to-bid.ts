import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationData } from './types';

/** Answer of declareIntentToBid: the seller's own thread with the buyer's side. */
export type DeclareIntentToBidData = OperationData<'declareIntentToBid'>;

/**
 * declareIntentToBid (POST /v2/workflows/{id}/intent-to-bid): a seller joins a marketplace RFP's workflow
 * before proposing and gets its private thread (201, or 200 when it had joined already). 403 for a caller
 * that does not sell or is on the buyer's side, 409 once the RFP no longer takes sellers.
 */
export function declareIntentToBid(
  client: ApiClient,
  workflowId: string,
  signal?: AbortSignal,
): Promise<DeclareIntentToBidData> {
  return unwrap(
    client.POST('/v2/workflows/{id}/intent-to-bid', { params: { path: { id: workflowId } }, signal }),
  );
}
