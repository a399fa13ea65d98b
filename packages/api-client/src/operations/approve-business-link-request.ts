import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationData } from './types';

/** Answer of approveBusinessLinkRequest: the request, decided. */
export type ApproveBusinessLinkRequestData = OperationData<'approveBusinessLinkRequest'>;

/** approveBusinessLinkRequest (POST /v2/business/{id}/link-requests/{requestId}/approve): an ADMIN of the parent decides. */
export function approveBusinessLinkRequest(
  client: ApiClient,
  id: string,
  requestId: string,
  signal?: AbortSignal,
): Promise<ApproveBusinessLinkRequestData> {
  return unwrap(
    client.POST('/v2/business/{id}/link-requests/{requestId}/approve', {
      params: { path: { id, requestId } },
      signal,
    }),
  );
}
