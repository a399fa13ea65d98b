import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { DisputeData } from './list-workflow-disputes';

/** acceptDisputeOffer (POST /v2/disputes/{disputeId}/accept-offer): the buyer takes the seller's partial refund: the funds are split. */
export function acceptDisputeOffer(
  client: ApiClient,
  disputeId: string,
  signal?: AbortSignal,
): Promise<DisputeData> {
  return unwrap(
    client.POST('/v2/disputes/{disputeId}/accept-offer', { params: { path: { disputeId } }, signal }),
  );
}
