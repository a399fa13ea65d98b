// Who may do what with a device (ADR 0099): the owning business's members read everything, the selling
// business's members read the device and the metrics the owner shares; anyone else gets the 404 of a device
// that does not exist. Changes need roles: ADMIN or PURCHASER renames and shares, ADMIN rotates and revokes,
// the seller's SALES rotates until the owner first does.
import type { BusinessRole } from '@robomarket/api-client/enums';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../../db/db.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { currentUser } from '../../../lib/current-user.ts';
import { type DeviceRow, findDevice } from './repository.ts';

/** The 404 of a device the caller may not see (the same as for one that does not exist). */
export const deviceNotFound = () => new ApiError(404, 'not_found', 'Device not found');

/** How the caller reads a device. */
export type DeviceViewer = 'OWNER' | 'SELLER';

/** The caller's reading of a device: the owner's side wins. */
export const viewerOf = (device: DeviceRow): DeviceViewer | undefined => {
  if (device.is_owner) return 'OWNER';
  if (device.is_seller) return 'SELLER';
  return undefined;
};

/** Device `id` as the signed-in caller may see it, with their reading; 404 for anyone else. */
export async function visibleDevice(
  request: FastifyRequest,
  db: Queryable,
  id: string,
  at: Date,
  lock = false,
): Promise<{ device: DeviceRow; viewer: DeviceViewer }> {
  const device = await findDevice(db, id, currentUser(request).id, at, lock);
  const viewer = device === undefined ? undefined : viewerOf(device);
  if (device === undefined || viewer === undefined) throw deviceNotFound();
  return { device, viewer };
}

/** Whether roles (null: acting without a business, with every right) hold one of `needed`. */
const allows = (roles: readonly BusinessRole[] | null, needed: readonly BusinessRole[]) =>
  roles === null || needed.some((role) => roles.includes(role));

/** The 403 of a member whose roles do not allow a change. */
const roleRefusal = (side: string, needed: readonly BusinessRole[]) =>
  new ApiError(403, 'forbidden', `Your role in ${side} does not allow this: it needs ${needed.join(' or ')}`);

/** Throws 403 unless the caller is the owner's member with one of `needed` (the seller's side: 403 too). */
export function requireOwnerRole(
  device: DeviceRow,
  viewer: DeviceViewer,
  needed: readonly BusinessRole[],
  sellerMessage: string,
): void {
  if (viewer !== 'OWNER') throw new ApiError(403, 'forbidden', sellerMessage);
  if (device.owner_business_id !== null && !allows(device.owner_roles ?? [], needed)) {
    throw roleRefusal(device.owner_name, needed);
  }
}

/** Whether the caller acts for the seller with one of `needed`. */
export const sellerMay = (device: DeviceRow, needed: readonly BusinessRole[]) =>
  device.is_seller && (device.seller_business_id === null || allows(device.seller_roles ?? [], needed));

/** The metrics `viewer` may read of a device: all (undefined) for the owner, the shared ones for the seller. */
export const readableMetrics = (device: DeviceRow, viewer: DeviceViewer): ReadonlySet<string> | undefined =>
  viewer === 'OWNER' ? undefined : new Set(device.shared_metrics);

/** The contract's `IotDevice` for `viewer`. */
export function deviceBody(device: DeviceRow, viewer: DeviceViewer) {
  return {
    id: device.id,
    workflowId: device.workflow_id,
    workflowTitle: device.workflow_title,
    name: device.name,
    serialNumber: device.serial_number,
    model: device.model,
    productId: device.product_id,
    productName: device.product_name,
    ownerBusinessId: device.owner_business_id,
    ownerName: device.owner_name,
    sellerName: device.seller_name,
    status: device.status,
    // Battery is a metric like any other: the seller reads it only when the owner shares it.
    battery: viewer === 'OWNER' || device.shared_metrics.includes('battery') ? device.last_battery : null,
    lastSeenAt: device.last_seen_at,
    credentialStatus: device.revoked ? ('REVOKED' as const) : ('ACTIVE' as const),
    credentialIssuedAt: device.credential_issued_at,
    sharedMetrics: device.shared_metrics,
    viewer,
    createdAt: device.created_at,
  };
}
