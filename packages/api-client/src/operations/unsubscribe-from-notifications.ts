import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationData } from './types';

/** Answer of unsubscribeFromNotifications: the event type whose mail is off. */
export type UnsubscribeData = OperationData<'unsubscribeFromNotifications'>;

/** unsubscribeFromNotifications (POST /v2/notifications/unsubscribe): no sign-in, the mail's token. */
export function unsubscribeFromNotifications(client: ApiClient, token: string): Promise<UnsubscribeData> {
  return unwrap(client.POST('/v2/notifications/unsubscribe', { body: { token } }));
}
