import type { ApiClient } from '../client';
import { unwrap } from '../errors';

/** requestDataExport (POST /v2/auth/me/export): asks for the archive of the user's data; the download link comes by mail. */
export async function requestDataExport(client: ApiClient, signal?: AbortSignal): Promise<void> {
  await unwrap(client.POST('/v2/auth/me/export', { signal }));
}
