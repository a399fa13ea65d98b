// The devices' operations (ADR 0099): a seller registers the delivered units of a deal, the owner's members
// read, rename, share, rotate and revoke; the fleet lists; devices post their points.
import type { BusinessRole } from '@robomarket/api-client/enums';
import { ApiError } from '../../../lib/api-error.ts';
import { currentUser } from '../../../lib/current-user.ts';
import { invalidFields } from '../../../lib/input-rules.ts';
import { decodeListCursor, pageOf, pageSize } from '../../../lib/list-cursor.ts';
import { onBuyerSide } from '../../../lib/parties.ts';
import type { OperationHandler } from '../../../plugins/openapi/operation.ts';
import { actingFor } from '../../business/index.ts';
import { offeredProductOf } from '../../offers/index.ts';
import { lockProduct } from '../../products/index.ts';
import { requireSales, visibleWorkflow } from '../../workflows/index.ts';
import { deviceBody, requireOwnerRole, sellerMay, viewerOf, visibleDevice } from './access.ts';
import { credentialHash, newCredential } from './credential.ts';
import { hasUnsafeCharacters, ingestPoints, ingestRateLimit, metricName } from './ingest.ts';
import {
  type DeviceRow,
  findDevice,
  fleetDevices,
  insertDevice,
  revokeCredential,
  setCredential,
  updateDevice,
  workflowDevices,
} from './repository.ts';

const admin: BusinessRole = 'ADMIN';
const purchaser: BusinessRole = 'PURCHASER';
const sales: BusinessRole = 'SALES';
/** Who of the owner renames a device and chooses what it shares. */
const deviceEditors = [admin, purchaser];

/** The 403 of a party to the workflow who is not its chosen seller. */
const notTheChosenSeller = 'Only the chosen seller registers the delivered units';

/** A text field trimmed, or a 400 naming it when only spaces or unsafe characters were sent. */
function trimmed(value: string, field: string): string {
  const text = value.trim();
  if (text === '') throw invalidFields('Fill in every field', [{ field, message: 'must not be blank' }]);
  if (hasUnsafeCharacters(text)) {
    throw invalidFields('Remove the control or text-direction characters', [
      { field, message: 'must not contain control or text-direction characters' },
    ]);
  }
  return text;
}

/** The device as the caller reads it, read again after a change. */
async function deviceAnswer(db: Parameters<typeof findDevice>[0], id: string, userId: string, at: Date) {
  const device = await findDevice(db, id, userId, at);
  const viewer = device === undefined ? undefined : viewerOf(device);
  if (device === undefined || viewer === undefined) throw new Error(`device ${id} vanished`);
  return deviceBody(device, viewer);
}

export const registerIotDevice: OperationHandler<'registerIotDevice'> = {
  handle: async (request, reply, { db, now }) => {
    const user = currentUser(request);
    const serialNumber = trimmed(request.body.serialNumber, 'serialNumber');
    const model = trimmed(request.body.model, 'model');
    const name =
      request.body.name === undefined
        ? `${model} ${serialNumber}`.slice(0, 200)
        : trimmed(request.body.name, 'name');
    const credential = newCredential();
    const at = now();
    const id = await db.transaction(async (tx) => {
      const { workflow } = await visibleWorkflow(request, tx, request.params.id, true);
      if (!workflow.parties.includes('chosen_seller') || workflow.seller_id === null) {
        throw new ApiError(403, 'forbidden', notTheChosenSeller);
      }
      requireSales(workflow);
      if (workflow.status !== 'ORDER_IN_PROGRESS' && workflow.status !== 'ORDER_COMPLETED') {
        throw new ApiError(409, 'conflict', 'Register the delivered units once the order is in progress');
      }
      let product: { id: string; name: string } | undefined;
      if (request.body.productId !== undefined) {
        const found = await lockProduct(tx, request.body.productId, false);
        const ours =
          found !== undefined &&
          (found.seller_id === workflow.seller_id ||
            (found.business_id !== null && found.business_id === workflow.seller_business_id));
        if (!ours) {
          throw invalidFields('The product was not found among the seller’s products', [
            { field: 'productId', message: 'is not a product of this seller' },
          ]);
        }
        product = { id: found.id, name: found.name };
      } else {
        // Left out: the product of the accepted offer the order came from, if it did.
        product = await offeredProductOf(tx, workflow.id);
      }
      const inserted = await insertDevice(tx, {
        workflowId: workflow.id,
        productId: product?.id ?? null,
        productName: product?.name ?? null,
        ownerBusinessId: workflow.business_id,
        ownerUserId: workflow.buyer_id,
        sellerBusinessId: workflow.seller_business_id,
        sellerUserId: workflow.seller_id,
        registeredBy: user.id,
        name,
        serialNumber,
        model,
        credentialHash: credentialHash(credential),
        at,
      });
      if (inserted === undefined) {
        throw new ApiError(409, 'conflict', `The serial number ${serialNumber} is already registered`);
      }
      return inserted;
    });
    reply.code(201);
    return { device: await deviceAnswer(db, id, user.id, at), credential };
  },
};

/** The devices the caller may read, each as they read it. */
const asRead = (rows: readonly DeviceRow[]) =>
  rows.flatMap((row) => {
    const viewer = viewerOf(row);
    return viewer === undefined ? [] : [deviceBody(row, viewer)];
  });

export const listWorkflowIotDevices: OperationHandler<'listWorkflowIotDevices'> = {
  handle: async (request, _reply, { db, now }) => {
    const { workflow, userId } = await visibleWorkflow(request, db, request.params.id);
    if (!onBuyerSide(workflow.parties) && !workflow.parties.includes('chosen_seller')) {
      throw new ApiError(
        403,
        'forbidden',
        "Only the buyer's side and the chosen seller see the deal's devices",
      );
    }
    return { devices: asRead(await workflowDevices(db, workflow.id, userId, now())), next_cursor: null };
  },
};

export const listIotDevices: OperationHandler<'listIotDevices'> = {
  handle: async (request, _reply, { db, now }) => {
    const actor = await actingFor(request, db);
    const limit = pageSize(request.query.limit);
    const rows = await fleetDevices(db, {
      userId: actor.userId,
      businessId: actor.businessId,
      side: request.query.side ?? 'OWNED',
      status: request.query.status,
      after: request.query.cursor === undefined ? undefined : decodeListCursor(request.query.cursor),
      limit,
      at: now(),
    });
    const page = pageOf(rows, limit);
    return { devices: asRead(page.items), next_cursor: page.nextCursor };
  },
};

export const getIotDevice: OperationHandler<'getIotDevice'> = {
  handle: async (request, _reply, { db, now }) => {
    const { device, viewer } = await visibleDevice(request, db, request.params.deviceId, now());
    return deviceBody(device, viewer);
  },
};

/** The metric names an owner shares, normalised and each once; a 400 naming the first bad one. */
function sharedMetricsOf(names: readonly string[]): string[] {
  const normal: string[] = [];
  for (const [index, name] of names.entries()) {
    const metric = metricName(name);
    if (metric === undefined) {
      throw invalidFields('Invalid metric name', [
        { field: `sharedMetrics/${index}`, message: 'must be a metric name' },
      ]);
    }
    if (!normal.includes(metric)) normal.push(metric);
  }
  return normal;
}

export const updateIotDevice: OperationHandler<'updateIotDevice'> = {
  handle: async (request, _reply, { db, now }) => {
    const at = now();
    const name = request.body.name === undefined ? undefined : trimmed(request.body.name, 'name');
    const sharedMetrics =
      request.body.sharedMetrics === undefined ? undefined : sharedMetricsOf(request.body.sharedMetrics);
    const { device } = await db.transaction(async (tx) => {
      const visible = await visibleDevice(request, tx, request.params.deviceId, at, true);
      requireOwnerRole(visible.device, visible.viewer, deviceEditors, 'Only the owner changes the device');
      await updateDevice(tx, visible.device.id, { name, sharedMetrics });
      return visible;
    });
    return deviceAnswer(db, device.id, currentUser(request).id, at);
  },
};

export const rotateIotDeviceCredential: OperationHandler<'rotateIotDeviceCredential'> = {
  handle: async (request, _reply, { db, now }) => {
    const at = now();
    const credential = newCredential();
    const id = await db.transaction(async (tx) => {
      const { device, viewer } = await visibleDevice(request, tx, request.params.deviceId, at, true);
      if (viewer === 'OWNER') {
        requireOwnerRole(device, viewer, [admin], '');
        await setCredential(tx, device.id, credentialHash(credential), at, true);
        return device.id;
      }
      if (device.credential_owner_rotated) {
        throw new ApiError(403, 'forbidden', "The owner has taken over this device's credential");
      }
      if (!sellerMay(device, [sales])) {
        throw new ApiError(
          403,
          'forbidden',
          `Your role in ${device.seller_name} does not allow this: it needs SALES`,
        );
      }
      await setCredential(tx, device.id, credentialHash(credential), at, false);
      return device.id;
    });
    return { device: await deviceAnswer(db, id, currentUser(request).id, at), credential };
  },
};

export const revokeIotDeviceCredential: OperationHandler<'revokeIotDeviceCredential'> = {
  handle: async (request, _reply, { db, now }) => {
    const at = now();
    const id = await db.transaction(async (tx) => {
      const { device, viewer } = await visibleDevice(request, tx, request.params.deviceId, at, true);
      requireOwnerRole(device, viewer, [admin], "Only the owner's ADMIN revokes a device's credential");
      await revokeCredential(tx, device.id);
      return device.id;
    });
    return deviceAnswer(db, id, currentUser(request).id, at);
  },
};

export const postIotMetrics: OperationHandler<'postIotMetrics'> = {
  handle: async (request, reply, { db, now, limiter }) => {
    const answer = await ingestPoints(
      { db, now, limiter: limiter(ingestRateLimit) },
      request.params.id,
      request.body.metrics,
    );
    reply.code(202);
    return answer;
  },
};
