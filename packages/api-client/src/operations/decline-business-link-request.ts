import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationData } from './types';

/** Answer of declineBusinessLinkRequest: the request, decided. */
export type DeclineBusinessLinkRequestData = OperationData<'declineBusinessLinkRequest'>;

/** declineBusinessLinkRequest (POST /v2/business/{id}/link-requests/{requestId}/decline): an ADMIN of the parent decides. */
export function declineBusinessLinkRequest(
  client: ApiClient,
  id: string,
  requestId: string,
  signal?: AbortSignal,
): Promise<DeclineBusinessLinkRequestData> {
  return unwrap(
    client.POST('/v2/business/{id}/link-requests/{requestId}/decline', {
      params: { path: { id, requestId } },
      signal,
    }),
  );
}
