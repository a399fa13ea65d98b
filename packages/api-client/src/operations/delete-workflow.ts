import type { ApiClient } from '../client';
import { unwrap } from '../errors';

/** deleteWorkflow (DELETE /v2/workflows/{id}): the buyer cancels the workflow (ORDER_CANCELLED). */
export async function deleteWorkflow(client: ApiClient, id: string, signal?: AbortSignal): Promise<void> {
  await unwrap(client.DELETE('/v2/workflows/{id}', { params: { path: { id } }, signal }));
}
