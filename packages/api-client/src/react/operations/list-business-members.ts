import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../client';
import { listBusinessMembers } from '../../operations/list-business-members';
import { useApiClient } from '../api-client-context';
import { businessKeys } from './query-keys';

/** A business's members (first 100). */
export function listBusinessMembersQueryOptions(client: ApiClient, id: string) {
  return queryOptions({
    queryKey: businessKeys.members(id),
    queryFn: ({ signal }) => listBusinessMembers(client, id, { limit: 100 }, signal),
  });
}

/** The members of business `id`, newest first; members of it only. */
export function useListBusinessMembers(id: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...listBusinessMembersQueryOptions(useApiClient(), id), ...options });
}
