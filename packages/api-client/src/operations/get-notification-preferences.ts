import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationData } from './types';

/** Answer (and body) of the notification preferences: every event type's channels. */
export type NotificationPreferencesData = OperationData<'getNotificationPreferences'>;

/** getNotificationPreferences (GET /v2/auth/me/notification-preferences). */
export function getNotificationPreferences(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<NotificationPreferencesData> {
  return unwrap(client.GET('/v2/auth/me/notification-preferences', { signal }));
}
