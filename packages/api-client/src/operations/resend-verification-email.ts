import type { ApiClient } from '../client';
import { unwrap } from '../errors';

/** resendVerificationEmail (POST /v2/auth/me/verification-email): mails the verification link again (429 rejects over the limit). */
export async function resendVerificationEmail(client: ApiClient, signal?: AbortSignal): Promise<void> {
  await unwrap(client.POST('/v2/auth/me/verification-email', { signal }));
}
