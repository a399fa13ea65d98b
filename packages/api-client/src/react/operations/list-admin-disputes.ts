import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../client';
import { type AdminDisputesQuery, listAdminDisputes } from '../../operations/list-admin-disputes';
import { useApiClient } from '../api-client-context';
import { disputeKeys } from './query-keys';

/** One page of the admins' dispute list (CONTESTED by default). */
export function adminDisputesQueryOptions(client: ApiClient, query: AdminDisputesQuery = {}) {
  return queryOptions({
    queryKey: disputeKeys.admin(query),
    queryFn: ({ signal }) => listAdminDisputes(client, query, signal),
  });
}

/** The disputes waiting for a platform admin (or of another `status`). */
export function useAdminDisputes(query: AdminDisputesQuery = {}) {
  return useQuery(adminDisputesQueryOptions(useApiClient(), query));
}
