import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../client';
import { listPublishableKeys } from '../../operations/list-publishable-keys';
import { useApiClient } from '../api-client-context';
import { businessKeys } from './query-keys';

/** A business's live publishable keys (first 100; a business holds at most 20). */
export function listPublishableKeysQueryOptions(client: ApiClient, businessId: string) {
  return queryOptions({
    queryKey: businessKeys.publishableKeys(businessId),
    queryFn: ({ signal }) => listPublishableKeys(client, { business_id: businessId, limit: 100 }, signal),
  });
}

/** The live publishable keys of business `businessId`, newest first; its ADMINs only. */
export function useListPublishableKeys(businessId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...listPublishableKeysQueryOptions(useApiClient(), businessId), ...options });
}
