import type { Currency } from '@robomarket/api-client/enums';
import { fromMinorUnits } from '@robomarket/api-client/money';
import type { Queryable } from '../../db/db.ts';
import { ApiError } from '../../lib/api-error.ts';
import { currentUser } from '../../lib/current-user.ts';
import { keyedMove } from '../../lib/idempotency.ts';
import { invalidFields, minorUnitsOf, requireChargeable } from '../../lib/input-rules.ts';
import { decodeListCursor, pageOf, pageSize } from '../../lib/list-cursor.ts';
import { trimFields } from '../../lib/raw-body.ts';
import type { OperationHandler } from '../../plugins/openapi/operation.ts';
import { type Actor, accessTo, actorOf, mayAct, recordAudit, requireRole } from '../business/index.ts';
import { approvalBody } from './body.ts';
import {
  type ApprovalRow,
  awardedBy,
  businessProfile,
  closeApproval,
  countVotes,
  findApproval,
  findBudget,
  findRules,
  insertVote,
  listApprovals as listApprovalRows,
  saveBudget,
  saveRules,
  setApprovalWorkflow,
} from './repository.ts';
import { type ApprovalRulesRow, defaultExpiresAfterDays } from './rules.ts';
import { awardSubject, lockSubject, reopenSubject } from './subjects.ts';

const approvalNotFound = () => new ApiError(404, 'not_found', 'Approval request not found');

/** The body for `actor`: they decide it while it waits when they hold APPROVER in its business. */
const bodyFor = (row: ApprovalRow, actor: Actor) =>
  approvalBody(
    row,
    actor.userId,
    actor.businessId === row.decider_business_id && mayAct(actor, ['APPROVER']),
  );

/**
 * `GET /v2/approvals`: the acting business's requests, newest first; `to_decide` (the default) the ones
 * the caller may still approve, `requested` the caller's own, `all` every one. A customer has none.
 */
export const listApprovals: OperationHandler<'listApprovals'> = {
  handle: async (request, _reply, { db, now }) => {
    const user = currentUser(request);
    const { query } = request;
    const actor = await actorOf(db, user.id);
    const scope = query.scope ?? 'to_decide';
    if (actor.businessId === null || (scope === 'to_decide' && !actor.roles.includes('APPROVER'))) {
      return { approvals: [], next_cursor: null };
    }
    const limit = pageSize(query.limit);
    const after = query.cursor === undefined ? undefined : decodeListCursor(query.cursor);
    const rows = await listApprovalRows(
      db,
      {
        businessId: actor.businessId,
        toDecideBy: scope === 'to_decide' ? user.id : undefined,
        requestedBy: scope === 'requested' ? user.id : undefined,
        status: query.status,
        workflowId: query.workflow_id,
      },
      now(),
      limit,
      after,
    );
    const page = pageOf(rows, limit);
    return { approvals: page.items.map((row) => bodyFor(row, actor)), next_cursor: page.nextCursor };
  },
};

/**
 * The request `id` as its decider finds it: 404 outside the acting business (the requester's, or the parent
 * that decides an award over its subsidiary's budget), 403 for the subsidiary's own approvers on such an
 * award, without APPROVER, or for the member who asked for the award. Not locked: the decision locks the subject first, then the request.
 */
async function decidable(db: Queryable, userId: string, id: string, at: Date) {
  const actor = await actorOf(db, userId);
  const found = await findApproval(db, id, at);
  if (
    found === undefined ||
    actor.businessId === null ||
    (found.business_id !== actor.businessId && found.decider_business_id !== actor.businessId)
  ) {
    throw approvalNotFound();
  }
  if (found.decider_business_id !== actor.businessId) {
    throw new ApiError(
      403,
      'forbidden',
      "This award is over the budget your parent business set: the parent's approvers decide it",
    );
  }
  requireRole(actor, ['APPROVER']);
  if (found.requested_by === userId) {
    throw new ApiError(403, 'forbidden', 'You asked for this award: another approver decides it');
  }
  return { actor, found };
}

/**
 * Locks what the request is about (the proposal's workflow, or the offer), then the request, in the order
 * every accept and withdrawal takes them; 409 unless the request still waits and its subject with it.
 */
async function lockedPending(tx: Queryable, found: ApprovalRow, at: Date): Promise<ApprovalRow> {
  const subjectStatus = await lockSubject(tx, found);
  const row = await findApproval(tx, found.id, at, true);
  if (row === undefined) throw approvalNotFound();
  if (row.status === 'EXPIRED') throw new ApiError(409, 'conflict', 'The approval request expired');
  if (row.status !== 'PENDING') {
    throw new ApiError(409, 'conflict', `The approval request is ${row.status.toLowerCase()} already`);
  }
  if (subjectStatus !== 'PENDING_APPROVAL') {
    throw new ApiError(409, 'conflict', `The ${row.subject_type} is no longer waiting for approval`);
  }
  return row;
}

/** Audit details every decision records. */
const decisionDetails = (row: ApprovalRow) => ({
  approval_id: row.id,
  title: row.title,
  seller: row.seller_name,
  amount_minor: row.amount_minor,
  currency: row.currency,
  requested_by: row.requested_by,
});

/**
 * `POST /v2/approvals/{approvalId}/approve`: an APPROVER approves, once. With the approvals the chain
 * requires, the award proceeds in the same transaction, as the accept would have made it.
 */
export const approveAward: OperationHandler<'approveAward'> = {
  idempotent: true,
  handle: async (request, _reply, { db, now }) => {
    const user = currentUser(request);
    const at = now();
    const { approvalId } = request.params;
    await keyedMove(request, db, at, async (tx, once) => {
      const { found } = await decidable(tx, user.id, approvalId, at);
      return once(async () => {
        const row = await lockedPending(tx, found, at);
        if (!(await insertVote(tx, row.id, user.id, at))) {
          throw new ApiError(409, 'conflict', 'You approved this award already');
        }
        const approvals = await countVotes(tx, row.id);
        const details = { ...decisionDetails(row), approvals, required_approvals: row.required_approvals };
        const audit = { businessId: row.business_id, actorId: user.id, subjectType: row.subject_type };
        await recordAudit(tx, { ...audit, action: 'award.approved', subjectId: row.subject_id, details, at });
        if (approvals >= row.required_approvals) {
          await closeApproval(tx, row.id, 'APPROVED', user.id, at);
          const workflowId = await awardSubject(tx, row, at);
          if (row.workflow_id === null) await setApprovalWorkflow(tx, row.id, workflowId);
          await recordAudit(tx, {
            ...audit,
            action: `${row.subject_type}.awarded`,
            subjectId: row.subject_id,
            details: { ...details, workflow_id: workflowId },
            at,
          });
        }
        return { statusCode: 200, id: row.id };
      });
    });
    const actor = await actorOf(db, user.id);
    const row = await findApproval(db, approvalId, at);
    if (row === undefined) throw approvalNotFound();
    return bodyFor(row, actor);
  },
};

/**
 * `POST /v2/approvals/{approvalId}/decline`: an APPROVER declines with a reason; the proposal is PENDING
 * again (the offer COUNTERED) and the member who asked reads the reason on their request.
 */
export const declineAward: OperationHandler<'declineAward'> = {
  beforeValidation: (request) => trimFields(request, 'reason'),
  handle: async (request, _reply, { db, now }) => {
    const user = currentUser(request);
    const at = now();
    const { approvalId } = request.params;
    await db.transaction(async (tx) => {
      const { found } = await decidable(tx, user.id, approvalId, at);
      const row = await lockedPending(tx, found, at);
      await closeApproval(tx, row.id, 'DECLINED', user.id, at, request.body.reason);
      await reopenSubject(tx, row, at);
      await recordAudit(tx, {
        businessId: row.business_id,
        actorId: user.id,
        action: 'award.declined',
        subjectType: row.subject_type,
        subjectId: row.subject_id,
        details: { ...decisionDetails(row), reason: request.body.reason },
        at,
      });
    });
    const actor = await actorOf(db, user.id);
    const row = await findApproval(db, approvalId, at);
    if (row === undefined) throw approvalNotFound();
    return bodyFor(row, actor);
  },
};

/** The contract's `ApprovalRules` of stored rules (a business that saved none has the defaults). */
function rulesBody(rules: ApprovalRulesRow | undefined, fallbackCurrency: Currency) {
  return {
    currency: (rules?.currency ?? fallbackCurrency) as Currency,
    threshold: rules?.threshold_minor == null ? null : fromMinorUnits(rules.threshold_minor),
    steps: (rules?.steps ?? []).map((step) => ({
      above: fromMinorUnits(step.above_minor),
      approvals: step.approvals,
    })),
    expires_after_days: rules?.expires_after_days ?? defaultExpiresAfterDays,
  };
}

/** The currency rules are shown in before a business saves any. */
const defaultRulesCurrency: Currency = 'USD';

/** `GET /v2/business/{id}/approval-rules`: every member reads them. */
export const getApprovalRules: OperationHandler<'getApprovalRules'> = {
  handle: async (request, _reply, { db }) => {
    await accessTo(request, request.params.id, db, false);
    return rulesBody(await findRules(db, request.params.id), defaultRulesCurrency);
  },
};

/** `PUT /v2/business/{id}/approval-rules`: an ADMIN sets the threshold and the chain. */
export const updateApprovalRules: OperationHandler<'updateApprovalRules'> = {
  handle: async (request, _reply, { db, now }) => {
    const user = currentUser(request);
    const { body, params } = request;
    const at = now();
    const thresholdMinor = body.threshold === null ? null : minorUnitsOf(body.threshold);
    const steps = body.steps.map((step) => ({ minor: minorUnitsOf(step.above), approvals: step.approvals }));
    requireChargeable(body.currency, 'currency', {
      threshold: thresholdMinor,
      ...Object.fromEntries(steps.map((step, index) => [`steps/${index}/above`, step.minor])),
    });
    const unordered = steps.findIndex(
      (step, index) => index > 0 && step.minor <= (steps[index - 1]?.minor ?? 0n),
    );
    if (unordered >= 0) {
      throw invalidFields('Each step must start above the one before it', [
        { field: `steps/${unordered}/above`, message: 'must be more than the step before it' },
      ]);
    }
    return db.transaction(async (tx) => {
      await accessTo(request, params.id, tx, true);
      const saved = await saveRules(
        tx,
        params.id,
        {
          currency: body.currency,
          threshold_minor: thresholdMinor === null ? null : thresholdMinor.toString(),
          steps: steps.map((step) => ({ above_minor: step.minor.toString(), approvals: step.approvals })),
          expires_after_days: body.expires_after_days,
        },
        at,
      );
      const shown = rulesBody(saved, body.currency);
      await recordAudit(tx, {
        businessId: params.id,
        actorId: user.id,
        action: 'approvals.rules_updated',
        subjectType: 'business',
        subjectId: params.id,
        details: shown,
        at,
      });
      return shown;
    });
  },
};

/**
 * `PUT /v2/business/{id}/subsidiaries/{subsidiaryId}/budget`: an ADMIN of the parent sets (or removes)
 * the budget its subsidiary's awards are checked against.
 */
export const setSubsidiaryBudget: OperationHandler<'setSubsidiaryBudget'> = {
  handle: async (request, _reply, { db, now }) => {
    const user = currentUser(request);
    const { body, params } = request;
    const at = now();
    const budget =
      body.budget === null
        ? null
        : { minor: minorUnitsOf(body.budget.amount), currency: body.budget.currency };
    if (budget !== null)
      requireChargeable(budget.currency, 'budget/currency', { 'budget/amount': budget.minor });
    return db.transaction(async (tx) => {
      await accessTo(request, params.id, tx, true);
      const subsidiary = await businessProfile(tx, params.subsidiaryId);
      if (subsidiary === undefined || subsidiary.parent_business_id !== params.id) {
        throw new ApiError(404, 'not_found', 'Subsidiary not found');
      }
      await saveBudget(tx, params.id, subsidiary.id, budget, at);
      await recordAudit(tx, {
        businessId: params.id,
        actorId: user.id,
        action: 'subsidiary.budget_set',
        subjectType: 'business',
        subjectId: subsidiary.id,
        details: {
          subsidiary: subsidiary.name,
          budget: body.budget,
        },
        at,
      });
      const saved = await findBudget(tx, subsidiary.id);
      const spent = saved === undefined ? 0n : await awardedBy(tx, subsidiary.id, saved.currency);
      return {
        business_id: params.id,
        subsidiary_id: subsidiary.id,
        budget:
          saved === undefined
            ? null
            : { amount: fromMinorUnits(saved.amount_minor), currency: saved.currency as Currency },
        spent: fromMinorUnits(spent),
      };
    });
  },
};
