import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationBody, OperationData } from './types';

/** Body of createIotAlertRule (POST /v2/fleet/rules): name, kind, metric, threshold, minutes, severity, device. */
export type CreateIotAlertRuleBody = OperationBody<'createIotAlertRule'>;
/** Answer of createIotAlertRule: the new rule. */
export type CreateIotAlertRuleData = OperationData<'createIotAlertRule'>;

/** createIotAlertRule (POST /v2/fleet/rules): an ADMIN or PURCHASER adds a rule; 409 past 50 rules. */
export function createIotAlertRule(
  client: ApiClient,
  body: CreateIotAlertRuleBody,
  signal?: AbortSignal,
): Promise<CreateIotAlertRuleData> {
  return unwrap(client.POST('/v2/fleet/rules', { body, signal }));
}
