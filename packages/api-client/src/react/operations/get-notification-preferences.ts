import { useQuery } from '@tanstack/react-query';
import { getNotificationPreferences } from '../../operations/get-notification-preferences';
import { useApiClient } from '../api-client-context';
import { notificationKeys } from './query-keys';

/** The caller's notification preferences. */
export function useNotificationPreferences() {
  const client = useApiClient();
  return useQuery({
    queryKey: notificationKeys.preferences(),
    queryFn: ({ signal }) => getNotificationPreferences(client, signal),
  });
}
