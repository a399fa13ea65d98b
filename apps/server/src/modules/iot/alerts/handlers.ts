// The fleet's alert rules and alerts (contract tag `iot`, ADR 0100). Rules belong to the acting business (or
// the customer without one); its ADMIN and PURCHASER members manage them, every member reads them. Alerts
// are read by every member of the owning side; members but VIEWERs acknowledge and resolve them. A seller
// never sees the buyer's alerts.
import { businessRoleValues } from '@robomarket/api-client/enums';
import type { components } from '@robomarket/api-client/schema';
import type { Queryable } from '../../../db/db.ts';
import { ApiError, type FieldProblem } from '../../../lib/api-error.ts';
import { currentUser } from '../../../lib/current-user.ts';
import { invalidFields } from '../../../lib/input-rules.ts';
import { decodeListCursor, pageOf, pageSize } from '../../../lib/list-cursor.ts';
import { trimFields } from '../../../lib/raw-body.ts';
import type { OperationHandler } from '../../../plugins/openapi/operation.ts';
import { type Actor, actorOf, lockBusiness, requireRole } from '../../business/index.ts';
import { alertBody, ruleBody } from './body.ts';
import { errorCodeMetric, fleetManagerRoles } from './evaluate.ts';
import { publishAlert } from './publish.ts';
import {
  acknowledgeAlertRow,
  countRules,
  deleteRule,
  type FleetOwner,
  findAlert,
  findRule,
  insertRule,
  listAlerts,
  listRules,
  lockAlert,
  ownsDevice,
  type RuleFields,
  type RuleRow,
  resolveAlertRow,
  updateRule,
} from './repository.ts';

/** The most rules one owner keeps. */
export const maxRulesPerOwner = 50;

/** Members who act on alerts: every role but VIEWER. */
const alertHandlers = businessRoleValues.filter((role) => role !== 'VIEWER');

const ruleNotFound = () => new ApiError(404, 'not_found', 'Alert rule not found');
const alertNotFound = () => new ApiError(404, 'not_found', 'Alert not found');

const ownerOf = (actor: Actor): FleetOwner => ({ businessId: actor.businessId, userId: actor.userId });

const owns = (owner: FleetOwner, row: { owner_business_id: string | null; owner_user_id: string | null }) =>
  owner.businessId === null
    ? row.owner_business_id === null && row.owner_user_id === owner.userId
    : row.owner_business_id === owner.businessId;

/** A metric's name as stored: trimmed, lower-cased, `-` as `_`. */
export const normaliseMetric = (name: string) => name.trim().toLowerCase().replaceAll('-', '_');

type RuleInput = components['schemas']['IotAlertRuleInput'];

/** The rule's fields from a valid body, or the 400 naming what does not fit its kind or the owner's devices. */
async function ruleFields(q: Queryable, owner: FleetOwner, input: RuleInput): Promise<RuleFields> {
  const problems: FieldProblem[] = [];
  let metric = input.metric === undefined ? null : normaliseMetric(input.metric);
  const threshold = input.threshold ?? null;
  switch (input.kind) {
    case 'BELOW':
    case 'ABOVE':
      if (metric === null) problems.push({ field: 'metric', message: `is required for ${input.kind}` });
      if (threshold === null) problems.push({ field: 'threshold', message: `is required for ${input.kind}` });
      if (threshold !== null && !Number.isFinite(threshold)) {
        problems.push({ field: 'threshold', message: 'must be a finite number' });
      }
      break;
    case 'ERROR_CODE':
      if (metric !== null && metric !== errorCodeMetric) {
        problems.push({ field: 'metric', message: `must be ${errorCodeMetric} for ERROR_CODE` });
      }
      metric = errorCodeMetric;
      if (threshold !== null && !(Number.isInteger(threshold) && threshold >= 0 && threshold <= 2147483647)) {
        problems.push({ field: 'threshold', message: 'must be an error code (a whole number from 0)' });
      }
      break;
    case 'OFFLINE':
      if (metric !== null) problems.push({ field: 'metric', message: 'must be left out for OFFLINE' });
      if (threshold !== null) problems.push({ field: 'threshold', message: 'must be left out for OFFLINE' });
      if (input.forMinutes < 1)
        problems.push({ field: 'forMinutes', message: 'must be at least 1 for OFFLINE' });
      break;
  }
  const deviceId = input.deviceId ?? null;
  if (deviceId !== null && !(await ownsDevice(q, owner, deviceId))) {
    problems.push({ field: 'deviceId', message: 'is not a device of your fleet' });
  }
  if (problems.length > 0) throw invalidFields('The rule does not fit its kind', problems);
  return {
    name: input.name,
    kind: input.kind,
    metric,
    threshold,
    forMinutes: input.forMinutes,
    severity: input.severity,
    deviceId,
    enabled: input.enabled ?? true,
  };
}

/** The rule `id` of the caller's side, for a change: 404 outside it, 403 without ADMIN or PURCHASER. */
async function managedRule(
  tx: Queryable,
  userId: string,
  id: string,
): Promise<{ actor: Actor; rule: RuleRow }> {
  const actor = await actorOf(tx, userId);
  const rule = await findRule(tx, id, true);
  if (rule === undefined || !owns(ownerOf(actor), rule)) throw ruleNotFound();
  requireRole(actor, fleetManagerRoles);
  return { actor, rule };
}

/** `GET /v2/fleet/rules`: any member of the acting business, oldest first. */
export const listIotAlertRules: OperationHandler<'listIotAlertRules'> = {
  handle: async (request, _reply, { db }) => {
    const actor = await actorOf(db, currentUser(request).id);
    return { rules: (await listRules(db, ownerOf(actor))).map(ruleBody) };
  },
};

/** `POST /v2/fleet/rules`: ADMIN or PURCHASER; at most 50 rules (409). */
export const createIotAlertRule: OperationHandler<'createIotAlertRule'> = {
  beforeValidation: (request) => trimFields(request, 'name'),
  handle: async (request, reply, { db, now }) => {
    const user = currentUser(request);
    const at = now();
    const row = await db.transaction(async (tx) => {
      const actor = await actorOf(tx, user.id);
      requireRole(actor, fleetManagerRoles);
      const owner = ownerOf(actor);
      const fields = await ruleFields(tx, owner, request.body);
      // One business's rules are counted under its lock, so two adding the 50th rule end with 50.
      if (owner.businessId !== null) await lockBusiness(tx, owner.businessId);
      if ((await countRules(tx, owner)) >= maxRulesPerOwner) {
        throw new ApiError(
          409,
          'conflict',
          `Your fleet has ${maxRulesPerOwner} rules already: remove one first`,
        );
      }
      return insertRule(tx, owner, fields, user.id, at);
    });
    reply.code(201);
    return ruleBody(row);
  },
};

/** `PUT /v2/fleet/rules/{ruleId}`: the rule's side's ADMIN or PURCHASER; other members 403; others 404. */
export const updateIotAlertRule: OperationHandler<'updateIotAlertRule'> = {
  beforeValidation: (request) => trimFields(request, 'name'),
  handle: async (request, _reply, { db, now }) => {
    const user = currentUser(request);
    const at = now();
    const row = await db.transaction(async (tx) => {
      const { actor, rule } = await managedRule(tx, user.id, request.params.ruleId);
      const fields = await ruleFields(tx, ownerOf(actor), request.body);
      return updateRule(tx, rule.id, fields, at);
    });
    return ruleBody(row);
  },
};

/** `DELETE /v2/fleet/rules/{ruleId}`: as a change; its alerts stay (their rule named, `ruleId` null). */
export const deleteIotAlertRule: OperationHandler<'deleteIotAlertRule'> = {
  handle: async (request, reply, { db }) => {
    const user = currentUser(request);
    await db.transaction(async (tx) => {
      const { rule } = await managedRule(tx, user.id, request.params.ruleId);
      await deleteRule(tx, rule.id);
    });
    return reply.code(204).send();
  },
};

/** `GET /v2/fleet/alerts`: the owning side's members, newest first. */
export const listIotAlerts: OperationHandler<'listIotAlerts'> = {
  handle: async (request, _reply, { db }) => {
    const { query } = request;
    const actor = await actorOf(db, currentUser(request).id);
    const limit = pageSize(query.limit);
    const after = query.cursor === undefined ? undefined : decodeListCursor(query.cursor);
    const rows = await listAlerts(
      db,
      ownerOf(actor),
      { status: query.status, deviceId: query.deviceId },
      limit,
      after,
    );
    const page = pageOf(rows, limit);
    return { alerts: page.items.map(alertBody), next_cursor: page.nextCursor };
  },
};

/**
 * Moves alert `id` for a member of its side: 404 outside it, 403 for a VIEWER, 409 (`refusal`) unless
 * `allowed` says the status under the lock may move. Two colleagues racing end one way: the row is locked.
 */
async function moveAlert(
  db: Parameters<OperationHandler<'resolveIotAlert'>['handle']>[2]['db'],
  userId: string,
  id: string,
  allowed: (status: string) => string | undefined,
  move: (tx: Queryable) => Promise<void>,
) {
  await db.transaction(async (tx) => {
    const actor = await actorOf(tx, userId);
    const found = await findAlert(tx, id);
    if (found === undefined || !owns(ownerOf(actor), found)) throw alertNotFound();
    requireRole(actor, alertHandlers);
    const status = await lockAlert(tx, id);
    if (status === undefined) throw alertNotFound();
    const refusal = allowed(status);
    if (refusal !== undefined) throw new ApiError(409, 'conflict', refusal);
    await move(tx);
    await publishAlert(tx, id);
  });
  const row = await findAlert(db, id);
  if (row === undefined) throw alertNotFound();
  return alertBody(row);
}

/** `POST /v2/fleet/alerts/{alertId}/acknowledge`: an OPEN alert only (409 otherwise). */
export const acknowledgeIotAlert: OperationHandler<'acknowledgeIotAlert'> = {
  handle: async (request, _reply, { db, now }) => {
    const user = currentUser(request);
    const at = now();
    const { alertId } = request.params;
    return moveAlert(
      db,
      user.id,
      alertId,
      (status) => (status === 'OPEN' ? undefined : `The alert is ${status.toLowerCase()} already`),
      (tx) => acknowledgeAlertRow(tx, alertId, user.id, at),
    );
  },
};

/** `POST /v2/fleet/alerts/{alertId}/resolve`: an OPEN or ACKNOWLEDGED alert (409 once RESOLVED). */
export const resolveIotAlert: OperationHandler<'resolveIotAlert'> = {
  handle: async (request, _reply, { db, now }) => {
    const user = currentUser(request);
    const at = now();
    const { alertId } = request.params;
    return moveAlert(
      db,
      user.id,
      alertId,
      (status) => (status === 'RESOLVED' ? 'The alert is resolved already' : undefined),
      (tx) => resolveAlertRow(tx, alertId, user.id, at),
    );
  },
};
