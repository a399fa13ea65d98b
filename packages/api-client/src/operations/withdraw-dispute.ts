import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { DisputeData } from './list-workflow-disputes';

/** withdrawDispute (POST /v2/disputes/{disputeId}/withdraw): the buyer withdraws; the order continues. */
export function withdrawDispute(
  client: ApiClient,
  disputeId: string,
  signal?: AbortSignal,
): Promise<DisputeData> {
  return unwrap(
    client.POST('/v2/disputes/{disputeId}/withdraw', { params: { path: { disputeId } }, signal }),
  );
}
