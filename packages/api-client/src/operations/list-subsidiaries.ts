import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationData, OperationQuery } from './types';

/** Query of listSubsidiaries (GET /v2/business/{id}/subsidiaries): `currency` (USD when omitted). */
export type ListSubsidiariesQuery = OperationQuery<'listSubsidiaries'>;
/** Answer of listSubsidiaries: each subsidiary's spend, active workflows and savings, and the total. */
export type ListSubsidiariesData = OperationData<'listSubsidiaries'>;

/** listSubsidiaries (GET /v2/business/{id}/subsidiaries): a parent's roll-up; its members only. */
export function listSubsidiaries(
  client: ApiClient,
  id: string,
  query: ListSubsidiariesQuery = {},
  signal?: AbortSignal,
): Promise<ListSubsidiariesData> {
  return unwrap(client.GET('/v2/business/{id}/subsidiaries', { params: { path: { id }, query }, signal }));
}
