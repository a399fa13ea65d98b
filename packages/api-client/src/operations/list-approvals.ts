import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationData, OperationQuery } from './types';

/** Filters of listApprovals (GET /v2/approvals): `scope`, `status`, `workflow_id`, `limit`, `cursor`. */
export type ListApprovalsQuery = OperationQuery<'listApprovals'>;
/** Answer of listApprovals: a page of approval requests and the next cursor, or null. */
export type ListApprovalsData = OperationData<'listApprovals'>;

/** listApprovals (GET /v2/approvals): the acting business's awards waiting for (or decided by) approvers. */
export function listApprovals(
  client: ApiClient,
  query: ListApprovalsQuery = {},
  signal?: AbortSignal,
): Promise<ListApprovalsData> {
  return unwrap(client.GET('/v2/approvals', { params: { query }, signal }));
}
