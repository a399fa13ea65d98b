// Publishable keys: the api-client's hooks, with the business's key list refreshed after each change.
import { businessKeys, useCreatePublishableKey, useRevokePublishableKey } from '@robomarket/api-client/react';
import { useQueryClient } from '@tanstack/react-query';

/** Creates a key; the business's keys refresh before it settles. */
export function useCreateKeyAndRefresh() {
  const queryClient = useQueryClient();
  return useCreatePublishableKey({
    onSettled: (_data, _error, { business_id }) =>
      queryClient.invalidateQueries({ queryKey: businessKeys.publishableKeys(business_id) }),
  });
}

/** Revokes a key of `businessId`; its keys refresh before it settles. */
export function useRevokeKeyAndRefresh(businessId: string) {
  const queryClient = useQueryClient();
  return useRevokePublishableKey({
    onSettled: () => queryClient.invalidateQueries({ queryKey: businessKeys.publishableKeys(businessId) }),
  });
}
