import { useMutation } from '@tanstack/react-query';
import { unsubscribeFromNotifications } from '../../operations/unsubscribe-from-notifications';
import { useApiClient } from '../api-client-context';

/** Turns one event type's mail off with a mail's token (no sign-in). */
export function useUnsubscribeFromNotifications() {
  const client = useApiClient();
  return useMutation({
    mutationKey: ['unsubscribeFromNotifications'],
    mutationFn: (token: string) => unsubscribeFromNotifications(client, token),
  });
}
