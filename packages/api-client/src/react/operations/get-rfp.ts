import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../client';
import { getRfp } from '../../operations/get-rfp';
import { useApiClient } from '../api-client-context';
import { rfpKeys } from './query-keys';

/** getRfp for this id; an RFP the caller may not see fails with a 404 ApiError. */
export function getRfpQueryOptions(client: ApiClient, id: string) {
  return queryOptions({
    queryKey: rfpKeys.detail(id),
    queryFn: ({ signal }) => getRfp(client, id, signal),
  });
}

/** The RFP with this id. */
export function useGetRfp(id: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getRfpQueryOptions(useApiClient(), id), ...options });
}
