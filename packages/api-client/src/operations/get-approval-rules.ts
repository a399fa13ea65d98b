import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationData } from './types';

/** Answer of getApprovalRules: the threshold, the chain by amount and the requests' lifetime. */
export type GetApprovalRulesData = OperationData<'getApprovalRules'>;

/** getApprovalRules (GET /v2/business/{id}/approval-rules): every member reads them. */
export function getApprovalRules(
  client: ApiClient,
  id: string,
  signal?: AbortSignal,
): Promise<GetApprovalRulesData> {
  return unwrap(client.GET('/v2/business/{id}/approval-rules', { params: { path: { id } }, signal }));
}
