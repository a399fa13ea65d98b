import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../client';
import { type ListApprovalsQuery, listApprovals } from '../../operations/list-approvals';
import { useApiClient } from '../api-client-context';
import { approvalKeys } from './query-keys';

/** The approval requests matching `query` (first 100 unless `limit` says otherwise). */
export function listApprovalsQueryOptions(client: ApiClient, query: ListApprovalsQuery = {}) {
  const sent = { limit: 100, ...query };
  return queryOptions({
    queryKey: approvalKeys.list(sent),
    queryFn: ({ signal }) => listApprovals(client, sent, signal),
  });
}

/** Approval requests of the acting business: `scope` 'to_decide' (the inbox, default), 'requested' or 'all'. */
export function useListApprovals(query: ListApprovalsQuery = {}, options: { enabled?: boolean } = {}) {
  return useQuery({ ...listApprovalsQueryOptions(useApiClient(), query), ...options });
}
