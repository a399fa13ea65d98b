import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markAllNotificationsRead } from '../../operations/mark-all-notifications-read';
import { useApiClient } from '../api-client-context';
import { notificationKeys } from './query-keys';

/** Marks every notification read, then refreshes the list and the count. */
export function useMarkAllNotificationsRead() {
  const client = useApiClient();
  const queries = useQueryClient();
  return useMutation({
    mutationKey: ['markAllNotificationsRead'],
    mutationFn: () => markAllNotificationsRead(client),
    onSettled: () => queries.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
