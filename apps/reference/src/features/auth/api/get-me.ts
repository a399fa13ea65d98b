import { type ApiClient, type components, unwrap } from '@robomarket/api-client';

/** GET /v2/auth/me: the signed-in user with their business memberships. */
export function getMe(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<components['schemas']['CurrentUser']> {
  return unwrap(client.GET('/v2/auth/me', { signal }));
}
