import { useQuery } from '@tanstack/react-query';
import { getBusinessNotificationSettings } from '../../operations/get-business-notification-settings';
import { useApiClient } from '../api-client-context';
import { notificationKeys } from './query-keys';

/** A business's RFP news settings. */
export function useBusinessNotificationSettings(id: string, options: { enabled?: boolean } = {}) {
  const client = useApiClient();
  return useQuery({
    queryKey: notificationKeys.business(id),
    queryFn: ({ signal }) => getBusinessNotificationSettings(client, id, signal),
    ...options,
  });
}
