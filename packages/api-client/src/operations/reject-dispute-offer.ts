import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { DisputeData } from './list-workflow-disputes';

/** rejectDisputeOffer (POST /v2/disputes/{disputeId}/reject-offer): the buyer refuses the seller's partial refund: a platform admin decides. */
export function rejectDisputeOffer(
  client: ApiClient,
  disputeId: string,
  signal?: AbortSignal,
): Promise<DisputeData> {
  return unwrap(
    client.POST('/v2/disputes/{disputeId}/reject-offer', {
      params: { path: { disputeId } },
      body: {},
      signal,
    }),
  );
}
