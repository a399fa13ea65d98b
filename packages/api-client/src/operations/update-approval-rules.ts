import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationBody, OperationData } from './types';

/** Body of updateApprovalRules: the contract's `ApprovalRules`. */
export type UpdateApprovalRulesBody = OperationBody<'updateApprovalRules'>;
/** Answer of updateApprovalRules: the rules saved. */
export type UpdateApprovalRulesData = OperationData<'updateApprovalRules'>;

/** updateApprovalRules (PUT /v2/business/{id}/approval-rules): an ADMIN sets them. */
export function updateApprovalRules(
  client: ApiClient,
  id: string,
  body: UpdateApprovalRulesBody,
  signal?: AbortSignal,
): Promise<UpdateApprovalRulesData> {
  return unwrap(client.PUT('/v2/business/{id}/approval-rules', { params: { path: { id } }, body, signal }));
}
