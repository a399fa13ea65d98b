// The devices' SQL (ADR 0099): registration, the caller's standing towards a device, the fleet lists, sharing
// and credentials. Names come from the published views (`workflow_summaries`, `business_profiles`,
// `party_names`, `business_memberships`); the status from the last point and the open alerts.
import type { BusinessRole, IotDeviceStatus, IotFleetSide } from '@robomarket/api-client/enums';
import type { Queryable } from '../../../db/db.ts';
import type { ListCursor } from '../../../lib/list-cursor.ts';
import { displayName } from '../../../lib/parties.ts';
import { openAlertCondition } from '../open-alerts.ts';

/** A device with its names, status and the caller's standing towards it. */
export interface DeviceRow {
  id: string;
  workflow_id: string;
  workflow_title: string;
  name: string;
  serial_number: string;
  model: string;
  product_id: string | null;
  product_name: string | null;
  owner_business_id: string | null;
  owner_user_id: string;
  owner_name: string;
  seller_business_id: string | null;
  seller_user_id: string;
  seller_name: string;
  status: IotDeviceStatus;
  last_battery: number | null;
  last_seen_at: Date | null;
  revoked: boolean;
  credential_issued_at: Date;
  credential_owner_rotated: boolean;
  shared_metrics: string[];
  created_at: Date;
  /** The caller is a member of the owning business (or the owning customer). */
  is_owner: boolean;
  /** The caller's roles in the owning business; null when not a member (or it has none). */
  owner_roles: BusinessRole[] | null;
  /** The caller is a member of the selling business (or the seller without one). */
  is_seller: boolean;
  /** The caller's roles in the selling business; null when not a member (or it has none). */
  seller_roles: BusinessRole[] | null;
}

/** How long without a point before a device is OFFLINE. */
export const offlineAfterMinutes = 10;

/** SQL: the status of device `d` at time `at` (an SQL expression). */
const statusColumn = (at: string) => `CASE
    WHEN d.last_seen_at IS NULL THEN 'NEVER_SEEN'
    WHEN d.last_seen_at < ${at}::timestamptz - interval '${offlineAfterMinutes} minutes' THEN 'OFFLINE'
    WHEN ${openAlertCondition('d.id')} THEN 'ALERT'
    ELSE 'ONLINE' END`;

/** SQL: the caller `user`'s roles in business `business` (null when not a member). */
const rolesIn = (business: string, user: string) =>
  `(SELECT m.roles FROM business_memberships m WHERE m.business_id = ${business} AND m.user_id = ${user})`;

/** SQL: whether `user` stands for the party `business` / `partyUser` (a member, or the user without one). */
const standsFor = (business: string, partyUser: string, user: string) =>
  `CASE WHEN ${business} IS NULL THEN ${partyUser} = ${user}
        ELSE EXISTS (SELECT 1 FROM business_memberships m WHERE m.business_id = ${business} AND m.user_id = ${user}) END`;

/** The columns of `DeviceRow` for caller `user` at time `at` (SQL expressions, e.g. `$2`, `$3`). */
const deviceColumns = (user: string, at: string) => `d.id, d.workflow_id, w.title AS workflow_title, d.name,
  d.serial_number, d.model, d.product_id, d.product_name, d.owner_business_id, d.owner_user_id,
  COALESCE(ob.name, ${displayName('op')}) AS owner_name, d.seller_business_id, d.seller_user_id,
  COALESCE(sb.name, ${displayName('sp')}) AS seller_name, ${statusColumn(at)} AS status, d.last_battery,
  d.last_seen_at, d.credential_hash IS NULL AS revoked, d.credential_issued_at, d.credential_owner_rotated,
  d.shared_metrics, d.created_at,
  ${standsFor('d.owner_business_id', 'd.owner_user_id', user)} AS is_owner,
  ${rolesIn('d.owner_business_id', user)} AS owner_roles,
  ${standsFor('d.seller_business_id', 'd.seller_user_id', user)} AS is_seller,
  ${rolesIn('d.seller_business_id', user)} AS seller_roles`;

const deviceJoins = `JOIN workflow_summaries w ON w.id = d.workflow_id
  LEFT JOIN business_profiles ob ON ob.id = d.owner_business_id
  LEFT JOIN party_names op ON op.user_id = d.owner_user_id
  LEFT JOIN business_profiles sb ON sb.id = d.seller_business_id
  LEFT JOIN party_names sp ON sp.user_id = d.seller_user_id`;

/** Device `id` with caller `userId`'s standing at `at`; undefined when there is none. */
export async function findDevice(
  q: Queryable,
  id: string,
  userId: string,
  at: Date,
  lock = false,
): Promise<DeviceRow | undefined> {
  const [row] = await q.query<DeviceRow>(
    `SELECT ${deviceColumns('$2', '$3')} FROM iot_devices d ${deviceJoins} WHERE d.id = $1
     ${lock ? 'FOR UPDATE OF d' : ''}`,
    [id, userId, at],
  );
  return row;
}

/** The devices registered on a workflow, oldest first, as `userId` stands towards each. */
export async function workflowDevices(
  q: Queryable,
  workflowId: string,
  userId: string,
  at: Date,
): Promise<DeviceRow[]> {
  return q.query<DeviceRow>(
    `SELECT ${deviceColumns('$2', '$3')} FROM iot_devices d ${deviceJoins}
      WHERE d.workflow_id = $1 ORDER BY d.created_at, d.id`,
    [workflowId, userId, at],
  );
}

/** Which side of the fleet a list shows, and for whom. */
export interface FleetQuery {
  userId: string;
  /** The business the caller acts for; null for a user without one. */
  businessId: string | null;
  side: IotFleetSide;
  status: IotDeviceStatus | undefined;
  after: ListCursor | undefined;
  limit: number;
  at: Date;
}

/** A page (`limit` + 1 rows) of the acting business's devices, newest registration first. */
export async function fleetDevices(q: Queryable, query: FleetQuery): Promise<DeviceRow[]> {
  const [business, user] =
    query.side === 'OWNED'
      ? ['d.owner_business_id', 'd.owner_user_id']
      : ['d.seller_business_id', 'd.seller_user_id'];
  return q.query<DeviceRow>(
    `SELECT * FROM (
       SELECT ${deviceColumns('$1', '$3')} FROM iot_devices d ${deviceJoins}
        WHERE CASE WHEN $2::uuid IS NULL THEN ${business} IS NULL AND ${user} = $1 ELSE ${business} = $2::uuid END
          AND ($5::timestamptz IS NULL OR (d.created_at, d.id) < ($5::timestamptz, $6::uuid))
     ) x
     WHERE $4::text IS NULL OR x.status = $4::text
     ORDER BY x.created_at DESC, x.id DESC LIMIT $7`,
    [
      query.userId,
      query.businessId,
      query.at,
      query.status ?? null,
      query.after?.createdAt ?? null,
      query.after?.id ?? null,
      query.limit + 1,
    ],
  );
}

/** A unit to register. */
export interface NewDevice {
  workflowId: string;
  productId: string | null;
  productName: string | null;
  ownerBusinessId: string | null;
  ownerUserId: string;
  sellerBusinessId: string | null;
  sellerUserId: string;
  registeredBy: string;
  name: string;
  serialNumber: string;
  model: string;
  credentialHash: Buffer;
  at: Date;
}

/** Inserts a device; resolves its id, or undefined when the selling party registered the serial already. */
export async function insertDevice(q: Queryable, device: NewDevice): Promise<string | undefined> {
  const [row] = await q.query<{ id: string }>(
    `INSERT INTO iot_devices (workflow_id, product_id, product_name, owner_business_id, owner_user_id,
       seller_business_id, seller_user_id, registered_by, name, serial_number, model, credential_hash,
       credential_issued_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13)
     ON CONFLICT (coalesce(seller_business_id, seller_user_id), serial_number) DO NOTHING
     RETURNING id`,
    [
      device.workflowId,
      device.productId,
      device.productName,
      device.ownerBusinessId,
      device.ownerUserId,
      device.sellerBusinessId,
      device.sellerUserId,
      device.registeredBy,
      device.name,
      device.serialNumber,
      device.model,
      device.credentialHash,
      device.at,
    ],
  );
  return row?.id;
}

/** Renames a device and/or sets the metrics its owner shares with the seller. */
export async function updateDevice(
  q: Queryable,
  id: string,
  change: { name?: string | undefined; sharedMetrics?: string[] | undefined },
): Promise<void> {
  await q.query(
    `UPDATE iot_devices SET name = COALESCE($2, name), shared_metrics = COALESCE($3::text[], shared_metrics)
      WHERE id = $1`,
    [id, change.name ?? null, change.sharedMetrics ?? null],
  );
}

/** Stores a new credential's hash; `byOwner` marks that the owner has taken the credential over. */
export async function setCredential(
  q: Queryable,
  id: string,
  hash: Buffer,
  at: Date,
  byOwner: boolean,
): Promise<void> {
  await q.query(
    `UPDATE iot_devices SET credential_hash = $2, credential_issued_at = $3,
       credential_owner_rotated = credential_owner_rotated OR $4
      WHERE id = $1`,
    [id, hash, at, byOwner],
  );
}

/** Revokes the credential: the device posts nothing until a new one is issued. */
export async function revokeCredential(q: Queryable, id: string): Promise<void> {
  await q.query(
    'UPDATE iot_devices SET credential_hash = NULL, credential_owner_rotated = true WHERE id = $1',
    [id],
  );
}

/** The stored credential hash of a device (null when revoked); undefined when there is no such device. */
export async function storedCredential(
  q: Queryable,
  id: string,
): Promise<{ hash: Uint8Array | null } | undefined> {
  const [row] = await q.query<{ credential_hash: Uint8Array | null }>(
    'SELECT credential_hash FROM iot_devices WHERE id = $1',
    [id],
    { prepare: true },
  );
  return row === undefined ? undefined : { hash: row.credential_hash };
}
