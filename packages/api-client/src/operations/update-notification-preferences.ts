import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { NotificationPreferencesData } from './get-notification-preferences';
import type { OperationBody } from './types';

/** Body of updateNotificationPreferences: the types to change. */
export type UpdateNotificationPreferencesBody = OperationBody<'updateNotificationPreferences'>;

/** updateNotificationPreferences (PUT /v2/auth/me/notification-preferences). */
export function updateNotificationPreferences(
  client: ApiClient,
  body: UpdateNotificationPreferencesBody,
): Promise<NotificationPreferencesData> {
  return unwrap(client.PUT('/v2/auth/me/notification-preferences', { body }));
}
