import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationData } from './types';

/** Answer of listIotAlertRules: the acting business's rules, oldest first. */
export type ListIotAlertRulesData = OperationData<'listIotAlertRules'>;

/** listIotAlertRules (GET /v2/fleet/rules): the acting business's alert rules; any member. */
export function listIotAlertRules(client: ApiClient, signal?: AbortSignal): Promise<ListIotAlertRulesData> {
  return unwrap(client.GET('/v2/fleet/rules', { signal }));
}
