import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { UnreadNotificationCountData } from './get-unread-notification-count';

/** markAllNotificationsRead (POST /v2/notifications/read-all). */
export function markAllNotificationsRead(client: ApiClient): Promise<UnreadNotificationCountData> {
  return unwrap(client.POST('/v2/notifications/read-all', {}));
}
