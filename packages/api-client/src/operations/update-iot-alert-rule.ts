import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationBody, OperationData } from './types';

/** Body of updateIotAlertRule (PUT /v2/fleet/rules/{ruleId}): the whole rule, as when it was added. */
export type UpdateIotAlertRuleBody = OperationBody<'updateIotAlertRule'>;
/** Answer of updateIotAlertRule: the rule as changed. */
export type UpdateIotAlertRuleData = OperationData<'updateIotAlertRule'>;

/** updateIotAlertRule (PUT /v2/fleet/rules/{ruleId}): the rule's business's ADMIN or PURCHASER changes it. */
export function updateIotAlertRule(
  client: ApiClient,
  ruleId: string,
  body: UpdateIotAlertRuleBody,
  signal?: AbortSignal,
): Promise<UpdateIotAlertRuleData> {
  return unwrap(client.PUT('/v2/fleet/rules/{ruleId}', { params: { path: { ruleId } }, body, signal }));
}
