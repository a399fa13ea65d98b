import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../client';
import { getApprovalRules } from '../../operations/get-approval-rules';
import { useApiClient } from '../api-client-context';
import { approvalKeys } from './query-keys';

/** The approval rules of business `id`. */
export function getApprovalRulesQueryOptions(client: ApiClient, id: string) {
  return queryOptions({
    queryKey: approvalKeys.rules(id),
    queryFn: ({ signal }) => getApprovalRules(client, id, signal),
  });
}

/** The approval rules of business `id`; every member reads them. */
export function useGetApprovalRules(id: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getApprovalRulesQueryOptions(useApiClient(), id), ...options });
}
