import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationData } from './types';

/** Answer of markNotificationRead: the notification, read. */
export type MarkNotificationReadData = OperationData<'markNotificationRead'>;

/** markNotificationRead (POST /v2/notifications/{notificationId}/read). */
export function markNotificationRead(
  client: ApiClient,
  notificationId: string,
): Promise<MarkNotificationReadData> {
  return unwrap(
    client.POST('/v2/notifications/{notificationId}/read', { params: { path: { notificationId } } }),
  );
}
