import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateNotificationPreferencesBody } from '../../operations/update-notification-preferences';
import { updateNotificationPreferences } from '../../operations/update-notification-preferences';
import { useApiClient } from '../api-client-context';
import { notificationKeys } from './query-keys';

/** Saves preferences; the answer replaces the cached ones. */
export function useUpdateNotificationPreferences() {
  const client = useApiClient();
  const queries = useQueryClient();
  return useMutation({
    mutationKey: ['updateNotificationPreferences'],
    mutationFn: (body: UpdateNotificationPreferencesBody) => updateNotificationPreferences(client, body),
    onSuccess: (saved) => queries.setQueryData(notificationKeys.preferences(), saved),
  });
}
