import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationData, OperationQuery } from './types';

/** Paging of listBusinesses (GET /v2/business/list): `limit` and `cursor`. */
export type ListBusinessesQuery = OperationQuery<'listBusinesses'>;
/** Answer of listBusinesses: a page of the caller's businesses and the next cursor, or null. */
export type ListBusinessesData = OperationData<'listBusinesses'>;

/** listBusinesses (GET /v2/business/list): the businesses the caller is a member of, newest first. */
export function listBusinesses(
  client: ApiClient,
  query: ListBusinessesQuery = {},
  signal?: AbortSignal,
): Promise<ListBusinessesData> {
  return unwrap(client.GET('/v2/business/list', { params: { query }, signal }));
}
