import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationBody, OperationData } from './types';

/** Body of createRfp (POST /v2/rfps): the RFP of an RFP workflow, SUBMITTED unless `status` is DRAFT. */
export type CreateRfpBody = OperationBody<'createRfp'>;
/** Answer of createRfp: the new RFP. */
export type CreateRfpData = OperationData<'createRfp'>;

/** createRfp (POST /v2/rfps): the workflow's buyer writes its RFP; a submitted one reaches the marketplace. */
export function createRfp(
  client: ApiClient,
  body: CreateRfpBody,
  signal?: AbortSignal,
): Promise<CreateRfpData> {
  return unwrap(client.POST('/v2/rfps', { body, signal }));
}
