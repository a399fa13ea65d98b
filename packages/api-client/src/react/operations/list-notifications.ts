import { queryOptions, useQuery } from '@tanstack/react-query';
import { listNotifications } from '../../operations/list-notifications';
import { useApiClient } from '../api-client-context';
import { notificationKeys } from './query-keys';

/** The caller's latest notifications (20). */
export function useListNotifications(options: { enabled?: boolean } = {}) {
  const client = useApiClient();
  return useQuery(
    queryOptions({
      queryKey: notificationKeys.list(),
      queryFn: ({ signal }) => listNotifications(client, {}, signal),
      ...options,
    }),
  );
}
