import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationBody, OperationData } from './types';

/** Body of joinWaitlist (POST /v2/waitlist/signup): `{ email }`. */
export type JoinWaitlistBody = OperationBody<'joinWaitlist'>;
/** Answer of joinWaitlist: the stored address and when it joined. */
export type JoinWaitlistData = OperationData<'joinWaitlist'>;

/** joinWaitlist (POST /v2/waitlist/signup): puts the address on the waitlist; failures reject with an ApiError. */
export function joinWaitlist(
  client: ApiClient,
  body: JoinWaitlistBody,
  signal?: AbortSignal,
): Promise<JoinWaitlistData> {
  return unwrap(client.POST('/v2/waitlist/signup', { body, signal }));
}
