import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationData } from './types';

/** Answer of getUnreadNotificationCount and markAllNotificationsRead: `{ unread }`. */
export type UnreadNotificationCountData = OperationData<'getUnreadNotificationCount'>;

/** getUnreadNotificationCount (GET /v2/notifications/unread-count). */
export function getUnreadNotificationCount(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<UnreadNotificationCountData> {
  return unwrap(client.GET('/v2/notifications/unread-count', { signal }));
}
