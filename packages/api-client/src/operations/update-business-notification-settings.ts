import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { BusinessNotificationSettingsData } from './get-business-notification-settings';

/** updateBusinessNotificationSettings (PUT /v2/business/{id}/notification-settings): ADMINs only. */
export function updateBusinessNotificationSettings(
  client: ApiClient,
  id: string,
  body: BusinessNotificationSettingsData,
): Promise<BusinessNotificationSettingsData> {
  return unwrap(client.PUT('/v2/business/{id}/notification-settings', { params: { path: { id } }, body }));
}
