import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationBody, OperationData } from './types';

/** Body of registerIotDevice: the unit's serial number and model, and optionally its name and product. */
export type RegisterIotDeviceBody = OperationBody<'registerIotDevice'>;
/** Answer of registerIotDevice: the device and its secret credential, shown only in this answer. */
export type IotDeviceCredentialData = OperationData<'registerIotDevice'>;

/**
 * registerIotDevice (POST /v2/workflows/{id}/iot/register): the workflow's chosen seller registers a delivered
 * unit once the order is in progress; the device belongs to the buyer's business.
 */
export function registerIotDevice(
  client: ApiClient,
  workflowId: string,
  body: RegisterIotDeviceBody,
  signal?: AbortSignal,
): Promise<IotDeviceCredentialData> {
  return unwrap(
    client.POST('/v2/workflows/{id}/iot/register', { params: { path: { id: workflowId } }, body, signal }),
  );
}
