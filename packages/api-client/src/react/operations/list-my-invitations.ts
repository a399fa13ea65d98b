import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../client';
import { listMyInvitations } from '../../operations/list-my-invitations';
import { useApiClient } from '../api-client-context';
import { businessKeys } from './query-keys';

/** The caller's pending invitations (first 100; few people have more). */
export function listMyInvitationsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: businessKeys.invitations(),
    queryFn: ({ signal }) => listMyInvitations(client, { limit: 100 }, signal),
  });
}

/** The signed-in user's pending invitations, newest first. */
export function useListMyInvitations(options: { enabled?: boolean } = {}) {
  return useQuery({ ...listMyInvitationsQueryOptions(useApiClient()), ...options });
}
