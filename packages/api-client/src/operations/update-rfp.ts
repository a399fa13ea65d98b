import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationBody, OperationData } from './types';

/** Body of updateRfp (PUT /v2/rfps/{id}): the fields to change, and `status` SUBMITTED (submit) or REJECTED (withdraw). */
export type UpdateRfpBody = OperationBody<'updateRfp'>;
/** Answer of updateRfp: the changed RFP. */
export type UpdateRfpData = OperationData<'updateRfp'>;

/** updateRfp (PUT /v2/rfps/{id}): edits, submits or withdraws an RFP; its buyer only. */
export function updateRfp(
  client: ApiClient,
  id: string,
  body: UpdateRfpBody,
  signal?: AbortSignal,
): Promise<UpdateRfpData> {
  return unwrap(client.PUT('/v2/rfps/{id}', { params: { path: { id } }, body, signal }));
}
