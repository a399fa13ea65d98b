import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { DisputeData } from './list-workflow-disputes';
import type { OperationBody } from './types';

/** Body of decideDispute: RELEASED, REFUNDED, or SPLIT with `refundAmount`. */
export type DisputeDecisionBody = OperationBody<'decideDispute'>;

/** decideDispute (POST /v2/admin/disputes/{disputeId}/decide): a platform admin settles a contested dispute. */
export function decideDispute(
  client: ApiClient,
  disputeId: string,
  body: DisputeDecisionBody,
  signal?: AbortSignal,
): Promise<DisputeData> {
  return unwrap(
    client.POST('/v2/admin/disputes/{disputeId}/decide', { params: { path: { disputeId } }, body, signal }),
  );
}
