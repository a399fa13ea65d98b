import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationData, OperationQuery } from './types';

/** Query of listIotDevices (GET /v2/fleet/devices): `side` (OWNED or SOLD), `status`, `limit`, `cursor`. */
export type ListIotDevicesQuery = OperationQuery<'listIotDevices'>;
/** Answer of listIotDevices: one page of devices, newest registration first, and the next page's cursor. */
export type ListIotDevicesData = OperationData<'listIotDevices'>;

/** listIotDevices (GET /v2/fleet/devices): the devices the acting business owns, or with `side=SOLD` sold. */
export function listIotDevices(
  client: ApiClient,
  query: ListIotDevicesQuery = {},
  signal?: AbortSignal,
): Promise<ListIotDevicesData> {
  return unwrap(client.GET('/v2/fleet/devices', { params: { query }, signal }));
}
