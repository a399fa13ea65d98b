import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationData } from './types';

/** A business's RFP news settings. */
export type BusinessNotificationSettingsData = OperationData<'getBusinessNotificationSettings'>;

/** getBusinessNotificationSettings (GET /v2/business/{id}/notification-settings). */
export function getBusinessNotificationSettings(
  client: ApiClient,
  id: string,
  signal?: AbortSignal,
): Promise<BusinessNotificationSettingsData> {
  return unwrap(client.GET('/v2/business/{id}/notification-settings', { params: { path: { id } }, signal }));
}
