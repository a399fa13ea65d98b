import type { ApiClient } from '../client';
import { unwrap } from '../errors';

/** deleteIotAlertRule (DELETE /v2/fleet/rules/{ruleId}): removes a rule; the alerts it raised stay. */
export async function deleteIotAlertRule(
  client: ApiClient,
  ruleId: string,
  signal?: AbortSignal,
): Promise<void> {
  await unwrap(client.DELETE('/v2/fleet/rules/{ruleId}', { params: { path: { ruleId } }, signal }));
}
