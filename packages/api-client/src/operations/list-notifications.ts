import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationData, OperationQuery } from './types';

/** Filters of listNotifications: `unread`, `limit`, `cursor`. */
export type ListNotificationsQuery = OperationQuery<'listNotifications'>;
/** Answer of listNotifications: a page of notifications, newest first, and the next cursor. */
export type ListNotificationsData = OperationData<'listNotifications'>;

/** listNotifications (GET /v2/notifications). */
export function listNotifications(
  client: ApiClient,
  query: ListNotificationsQuery = {},
  signal?: AbortSignal,
): Promise<ListNotificationsData> {
  return unwrap(client.GET('/v2/notifications', { params: { query }, signal }));
}
