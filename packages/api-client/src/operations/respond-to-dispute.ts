import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { DisputeData } from './list-workflow-disputes';
import type { OperationBody } from './types';

/** Body of respondToDispute: accept the refund, offer a partial one (`amount`), or contest. */
export type DisputeResponseBody = OperationBody<'respondToDispute'>;

/** respondToDispute (POST /v2/disputes/{disputeId}/respond): the chosen seller answers an open dispute. */
export function respondToDispute(
  client: ApiClient,
  disputeId: string,
  body: DisputeResponseBody,
  signal?: AbortSignal,
): Promise<DisputeData> {
  return unwrap(
    client.POST('/v2/disputes/{disputeId}/respond', { params: { path: { disputeId } }, body, signal }),
  );
}
