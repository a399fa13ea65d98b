import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../client';
import { listBusinessInvitations } from '../../operations/list-business-invitations';
import { useApiClient } from '../api-client-context';
import { businessKeys } from './query-keys';

/** A business's pending invitations (first 100). */
export function listBusinessInvitationsQueryOptions(client: ApiClient, id: string) {
  return queryOptions({
    queryKey: businessKeys.sentInvitations(id),
    queryFn: ({ signal }) => listBusinessInvitations(client, id, { limit: 100 }, signal),
  });
}

/** The pending invitations business `id` has sent, newest first; members of it only. */
export function useListBusinessInvitations(id: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...listBusinessInvitationsQueryOptions(useApiClient(), id), ...options });
}
