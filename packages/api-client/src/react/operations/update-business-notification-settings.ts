import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BusinessNotificationSettingsData } from '../../operations/get-business-notification-settings';
import { updateBusinessNotificationSettings } from '../../operations/update-business-notification-settings';
import { useApiClient } from '../api-client-context';
import { notificationKeys } from './query-keys';

/** Saves a business's RFP news settings (ADMINs); the answer replaces the cached ones. */
export function useUpdateBusinessNotificationSettings(id: string) {
  const client = useApiClient();
  const queries = useQueryClient();
  return useMutation({
    mutationKey: ['updateBusinessNotificationSettings', id],
    mutationFn: (body: BusinessNotificationSettingsData) =>
      updateBusinessNotificationSettings(client, id, body),
    onSuccess: (saved) => queries.setQueryData(notificationKeys.business(id), saved),
  });
}
