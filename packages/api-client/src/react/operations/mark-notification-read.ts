import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markNotificationRead } from '../../operations/mark-notification-read';
import { useApiClient } from '../api-client-context';
import { notificationKeys } from './query-keys';

/** Marks one notification read, then refreshes the list and the count. */
export function useMarkNotificationRead() {
  const client = useApiClient();
  const queries = useQueryClient();
  return useMutation({
    mutationKey: ['markNotificationRead'],
    mutationFn: (notificationId: string) => markNotificationRead(client, notificationId),
    onSettled: () => queries.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
