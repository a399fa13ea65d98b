import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationData } from './types';

/** Answer of getRfp: the whole RFP. */
export type GetRfpData = OperationData<'getRfp'>;

/** getRfp (GET /v2/rfps/{id}): one RFP the caller may see (its workflow's parties, or any seller in the marketplace). */
export function getRfp(client: ApiClient, id: string, signal?: AbortSignal): Promise<GetRfpData> {
  return unwrap(client.GET('/v2/rfps/{id}', { params: { path: { id } }, signal }));
}
