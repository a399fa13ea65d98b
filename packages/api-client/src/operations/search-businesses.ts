import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationData, OperationQuery } from './types';

/** Query of searchBusinesses (GET /v2/business/search): `q` (at least 2 characters) and `limit`. */
export type SearchBusinessesQuery = OperationQuery<'searchBusinesses'>;
/** Answer of searchBusinesses: businesses' ids and names, best match first. */
export type SearchBusinessesData = OperationData<'searchBusinesses'>;

/** searchBusinesses (GET /v2/business/search): a parent by name for a registering subsidiary; open to guests. */
export function searchBusinesses(
  client: ApiClient,
  query: SearchBusinessesQuery,
  signal?: AbortSignal,
): Promise<SearchBusinessesData> {
  return unwrap(client.GET('/v2/business/search', { params: { query }, signal }));
}
