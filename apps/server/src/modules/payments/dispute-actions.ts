// The dispute operations and the seller's delivery mark: each move is one transaction under the workflow's
// row lock (then the held payment's, then the dispute's); readers settle ended inspection periods first.
// Who may do what: the buyer opens, withdraws and answers offers; the chosen seller marks delivery and
// answers disputes; platform admins (role `admin`) decide contested ones; the buyer's business members and
// the chosen seller read them; other invited sellers get 403; anyone else the 404 of a missing workflow.
import { type DisputeStatus, isActiveDisputeStatus } from '@robomarket/api-client/enums';
import type { Queryable } from '../../db/db.ts';
import { ApiError } from '../../lib/api-error.ts';
import { type AuthUser, currentUser } from '../../lib/current-user.ts';
import { minorUnitsOf } from '../../lib/input-rules.ts';
import { decodeListCursor, pageOf, pageSize } from '../../lib/list-cursor.ts';
import { trimFields } from '../../lib/raw-body.ts';
import { isPlatformAdmin } from '../../lib/roles.ts';
import type { OperationHandler } from '../../plugins/openapi/operation.ts';
import { notifyDeal } from '../notifications/index.ts';
import { findWorkflow, lockWorkflow, workflowNotFound } from '../workflows/index.ts';
import { lockedWorkflow, type MoneyParty, moneyPartyOf } from './access.ts';
import {
  answerOffer,
  type Decision,
  decide,
  disputeNotFound,
  openDispute as open,
  respond,
  type SellerAnswer,
  withdraw,
} from './dispute-flow.ts';
import {
  disputeBodies,
  disputesOfWorkflow,
  findDispute,
  listDisputesByStatus,
} from './dispute-repository.ts';
import { markDelivered, releaseInspected } from './flow.ts';
import { paymentBody } from './repository.ts';

/** 403 unless the caller holds `party`. */
function requireParty(actual: MoneyParty, wanted: MoneyParty, message: string): void {
  if (actual !== wanted) throw new ApiError(403, 'forbidden', message);
}

/** 403 unless the caller is a platform admin. */
function requireAdmin(user: AuthUser): void {
  if (!isPlatformAdmin(user)) {
    throw new ApiError(403, 'forbidden', 'Only platform admins decide disputes');
  }
}

/** The dispute `id` as its caller sees it now, with its events. */
async function disputeAfter(db: Queryable, id: string) {
  const row = await findDispute(db, id);
  if (row === undefined) throw disputeNotFound();
  const [body] = await disputeBodies(db, [row]);
  if (body === undefined) throw disputeNotFound();
  return body;
}

/**
 * Runs a buyer's or the chosen seller's move on dispute `disputeId`: its workflow locked with the caller's
 * standing (404 for a dispute of a workflow the caller is no party to), `wanted` required (403).
 */
async function onDispute(
  db: Parameters<OperationHandler<'withdrawDispute'>['handle']>[2]['db'],
  user: AuthUser,
  disputeId: string,
  wanted: MoneyParty,
  refusal: string,
  move: (tx: Queryable, workflow: Awaited<ReturnType<typeof lockedWorkflow>>['workflow']) => Promise<void>,
) {
  await db.transaction(async (tx) => {
    const located = await findDispute(tx, disputeId);
    if (located === undefined) throw disputeNotFound();
    const { workflow, party } = await lockedWorkflow(tx, user, located.workflow_id).catch(
      (error: unknown) => {
        throw error instanceof ApiError && error.statusCode === 404 ? disputeNotFound() : error;
      },
    );
    requireParty(party, wanted, refusal);
    await move(tx, workflow);
  });
  return disputeAfter(db, disputeId);
}

/** `POST /v2/workflows/{id}/order/deliver`: the chosen seller starts the buyer's inspection period. */
export const markOrderDelivered: OperationHandler<'markOrderDelivered'> = {
  handle: async (request, _reply, { db, now }) => {
    const user = currentUser(request);
    const at = now();
    const payment = await db.transaction(async (tx) => {
      const { workflow, party } = await lockedWorkflow(tx, user, request.params.id);
      requireParty(
        party,
        'chosen_seller',
        'Only the seller whose price was agreed marks the order delivered',
      );
      return markDelivered(tx, workflow, at);
    });
    return paymentBody(payment, user.id);
  },
};

/**
 * `GET /v2/workflows/{id}/disputes`: the buyer side, the chosen seller and platform admins read them; other
 * invited sellers get 403.
 */
export const listWorkflowDisputes: OperationHandler<'listWorkflowDisputes'> = {
  handle: async (request, _reply, { db, now }) => {
    const user = currentUser(request);
    const { id } = request.params;
    await releaseInspected(db, now());
    const workflow = await findWorkflow(db, id, user.id);
    const party = workflow === undefined ? undefined : moneyPartyOf(workflow);
    if (workflow === undefined || (party === undefined && !isPlatformAdmin(user))) throw workflowNotFound();
    if (party === 'other_seller' && !isPlatformAdmin(user)) {
      throw new ApiError(403, 'forbidden', 'Only the buyer’s side and the chosen seller see the disputes');
    }
    return { disputes: await disputeBodies(db, await disputesOfWorkflow(db, id)) };
  },
};

/** `POST /v2/workflows/{id}/disputes`: the buyer disputes a started order. */
export const openDispute: OperationHandler<'openDispute'> = {
  beforeValidation: (request) => trimFields(request, 'description'),
  handle: async (request, reply, { db, now }) => {
    const user = currentUser(request);
    const { body } = request;
    const at = now();
    const disputeId = await db.transaction(async (tx) => {
      const { workflow, party } = await lockedWorkflow(tx, user, request.params.id);
      requireParty(party, 'buyer', 'Only the workflow’s buyer opens a dispute');
      const opened = await open(
        tx,
        workflow,
        user.id,
        { reason: body.reason, description: body.description, evidenceIds: body.evidenceDocumentIds ?? [] },
        at,
      );
      await notifyDeal(tx, at, {
        type: 'payment.disputed',
        workflowId: workflow.id,
        workflowTitle: workflow.title,
        sellerId: workflow.seller_id,
        buyerSide: true,
        actorId: user.id,
      });
      return opened;
    });
    reply.code(201);
    return disputeAfter(db, disputeId);
  },
};

/** A field the action does not take: 400. */
const unexpected = (field: string, why: string) =>
  new ApiError(400, 'validation_failed', why, { detail: `body/${field} ${why}` });

/** `POST /v2/disputes/{disputeId}/respond`: the chosen seller answers an open dispute. */
export const respondToDispute: OperationHandler<'respondToDispute'> = {
  beforeValidation: (request) => trimFields(request, 'message'),
  handle: async (request, _reply, { db, now }) => {
    const user = currentUser(request);
    const { action, amount, message } = request.body;
    let answer: SellerAnswer;
    if (action === 'offer_partial') {
      if (amount === undefined) throw unexpected('amount', 'is required to offer a partial refund');
      answer = { action, amountMinor: minorUnitsOf(amount), message };
    } else {
      if (amount !== undefined) throw unexpected('amount', 'is only for a partial refund offer');
      answer = { action, message };
    }
    const at = now();
    return onDispute(
      db,
      user,
      request.params.disputeId,
      'chosen_seller',
      'Only the seller whose price was agreed answers a dispute',
      (tx, workflow) => respond(tx, workflow, request.params.disputeId, answer, user.id, at),
    );
  },
};

/** `POST /v2/disputes/{disputeId}/accept-offer`: the buyer takes the seller's partial refund. */
export const acceptDisputeOffer: OperationHandler<'acceptDisputeOffer'> = {
  handle: async (request, _reply, { db, now }) => {
    const user = currentUser(request);
    const at = now();
    return onDispute(
      db,
      user,
      request.params.disputeId,
      'buyer',
      'Only the workflow’s buyer answers the offer',
      (tx, workflow) =>
        answerOffer(tx, workflow, request.params.disputeId, true, { actor: 'buyer', actorId: user.id }, at),
    );
  },
};

/** `POST /v2/disputes/{disputeId}/reject-offer`: the buyer hands the dispute to a platform admin. */
export const rejectDisputeOffer: OperationHandler<'rejectDisputeOffer'> = {
  beforeValidation: (request) => trimFields(request, 'message'),
  handle: async (request, _reply, { db, now }) => {
    const user = currentUser(request);
    const message = request.body?.message;
    const at = now();
    return onDispute(
      db,
      user,
      request.params.disputeId,
      'buyer',
      'Only the workflow’s buyer answers the offer',
      (tx, workflow) =>
        answerOffer(
          tx,
          workflow,
          request.params.disputeId,
          false,
          { actor: 'buyer', actorId: user.id, message },
          at,
        ),
    );
  },
};

/** `POST /v2/disputes/{disputeId}/withdraw`: the buyer withdraws; the order continues. */
export const withdrawDispute: OperationHandler<'withdrawDispute'> = {
  handle: async (request, _reply, { db, now }) => {
    const user = currentUser(request);
    const at = now();
    return onDispute(
      db,
      user,
      request.params.disputeId,
      'buyer',
      'Only the workflow’s buyer withdraws a dispute',
      (tx, workflow) =>
        withdraw(tx, workflow, request.params.disputeId, { actor: 'buyer', actorId: user.id }, at),
    );
  },
};

/** `GET /v2/admin/disputes`: platform admins list disputes by status (CONTESTED by default). */
export const listAdminDisputes: OperationHandler<'listAdminDisputes'> = {
  handle: async (request, _reply, { db, now }) => {
    const user = currentUser(request);
    requireAdmin(user);
    const { query } = request;
    const status: DisputeStatus = query.status ?? 'CONTESTED';
    const limit = pageSize(query.limit);
    const after = query.cursor === undefined ? undefined : decodeListCursor(query.cursor);
    if (isActiveDisputeStatus(status)) await releaseInspected(db, now());
    const page = pageOf(await listDisputesByStatus(db, status, limit, after), limit);
    return { disputes: await disputeBodies(db, page.items), next_cursor: page.nextCursor };
  },
};

/** `POST /v2/admin/disputes/{disputeId}/decide`: a platform admin settles a contested dispute. */
export const decideDispute: OperationHandler<'decideDispute'> = {
  beforeValidation: (request) => trimFields(request, 'message'),
  handle: async (request, _reply, { db, now }) => {
    const user = currentUser(request);
    requireAdmin(user);
    const { outcome, refundAmount, message } = request.body;
    let decision: Decision;
    if (outcome === 'SPLIT') {
      if (refundAmount === undefined) throw unexpected('refundAmount', 'is required to split the funds');
      decision = { outcome, refundMinor: minorUnitsOf(refundAmount), message };
    } else {
      if (refundAmount !== undefined) throw unexpected('refundAmount', 'is only for a split');
      decision = { outcome, message };
    }
    const { disputeId } = request.params;
    const at = now();
    await db.transaction(async (tx) => {
      const located = await findDispute(tx, disputeId);
      if (located === undefined) throw disputeNotFound();
      const workflow = await lockWorkflow(tx, located.workflow_id);
      if (workflow === undefined) throw disputeNotFound();
      await decide(tx, workflow, disputeId, decision, user.id, at);
    });
    return disputeAfter(db, disputeId);
  },
};
