import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../client';
import { type ListSubsidiariesQuery, listSubsidiaries } from '../../operations/list-subsidiaries';
import { useApiClient } from '../api-client-context';
import { businessKeys } from './query-keys';

/** The roll-up of parent business `id`'s subsidiaries. */
export function listSubsidiariesQueryOptions(
  client: ApiClient,
  id: string,
  query: ListSubsidiariesQuery = {},
) {
  return queryOptions({
    queryKey: businessKeys.subsidiaries(id, query),
    queryFn: ({ signal }) => listSubsidiaries(client, id, query, signal),
  });
}

/** A parent's subsidiaries with their spend, active workflows and savings, and the total. */
export function useListSubsidiaries(
  id: string,
  query: ListSubsidiariesQuery = {},
  options: { enabled?: boolean } = {},
) {
  return useQuery({ ...listSubsidiariesQueryOptions(useApiClient(), id, query), ...options });
}
