import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationData, OperationQuery } from './types';

/** Filters and paging of listPayments (GET /v2/payments): `workflowId`, `status`, `limit`, `cursor`. */
export type ListPaymentsQuery = OperationQuery<'listPayments'>;
/** Answer of listPayments: one page of payments, newest first, and the cursor of the next page, or null. */
export type ListPaymentsData = OperationData<'listPayments'>;

/** listPayments (GET /v2/payments): the payments of the workflows the caller is a party to. */
export function listPayments(
  client: ApiClient,
  query: ListPaymentsQuery = {},
  signal?: AbortSignal,
): Promise<ListPaymentsData> {
  return unwrap(client.GET('/v2/payments', { params: { query }, signal }));
}
