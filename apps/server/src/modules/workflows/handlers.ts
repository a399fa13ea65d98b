import { isSourcingWorkflowStatus } from '@robomarket/api-client/enums';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../lib/api-error.ts';
import { currentUser } from '../../lib/current-user.ts';
import { invalidFields, minorUnitsOf, requireChargeable } from '../../lib/input-rules.ts';
import { decodeListCursor, pageOf, pageSize } from '../../lib/list-cursor.ts';
import { rawBody, trimFields } from '../../lib/raw-body.ts';
import type { OperationHandler } from '../../plugins/openapi/operation.ts';
import { actorOf, requireRole } from '../business/index.ts';
import {
  creatorView,
  requireBuyer,
  requireSales,
  viewerOf,
  visibleWorkflow,
  workflowBody,
  workflowNotFound,
} from './access.ts';
import { cancelWorkflow } from './moves.ts';
import { orderSellers } from './order-sellers.ts';
import {
  declineInvitation,
  hasPendingProposal,
  insertInvitedSellers,
  insertWorkflow,
  listWorkflows as listWorkflowRows,
} from './repository.ts';

/** `requirements.details.status` of a new workflow (product-spec §3). */
export const newWorkflowDetailsStatus = (requestType: string) =>
  requestType === 'RFP' ? 'PENDING_RFP_CREATION' : 'CREATED';

function prepareWorkflowBody(request: FastifyRequest): void {
  trimFields(request, 'title', 'description');
  const requirements = rawBody(request)?.requirements;
  if (typeof requirements === 'object' && requirements !== null && !Array.isArray(requirements)) {
    const fields: Record<string, unknown> = { ...requirements };
    if (typeof fields.category === 'string') fields.category = fields.category.trim();
    const body = rawBody(request);
    if (body !== undefined) body.requirements = fields;
  }
}

/**
 * `POST /v2/workflows`: the caller is the buyer. The workflow belongs to the business the caller acts for
 * (a member needs PURCHASER, ADR 0089), whose members see it too. Starts at REQUEST_CREATED with the details status of §3.
 */
export const createWorkflow: OperationHandler<'createWorkflow'> = {
  beforeValidation: prepareWorkflowBody,
  handle: async (request, reply, { db, now }) => {
    const user = currentUser(request);
    const { body } = request;
    const min = body.budgetRangeMin === undefined ? null : minorUnitsOf(body.budgetRangeMin);
    const max = body.budgetRangeMax === undefined ? null : minorUnitsOf(body.budgetRangeMax);
    if (min !== null && max !== null && min > max) {
      throw invalidFields('The minimum budget is above the maximum budget', [
        { field: 'budgetRangeMin', message: 'must not be more than the maximum budget' },
      ]);
    }
    const at = now();
    const actor = await actorOf(db, user.id);
    requireRole(actor, ['PURCHASER']);
    const workflow = await db.transaction(async (tx) => {
      const sellers = await orderSellers(tx, user.id, body);
      const currency = body.currency ?? sellers.productCurrency ?? 'USD';
      requireChargeable(currency, body.currency === undefined ? undefined : 'currency', {
        budgetRangeMin: min,
        budgetRangeMax: max,
      });
      const created = await insertWorkflow(
        tx,
        {
          buyerId: user.id,
          businessId: actor.businessId,
          title: body.title,
          description: body.description,
          requestType: body.requestType,
          currency,
          budgetMinMinor: min,
          budgetMaxMinor: max,
          category: body.requirements.category,
          quantity: body.requirements.quantity,
          details: { ...body.requirements.details, status: newWorkflowDetailsStatus(body.requestType) },
        },
        at,
      );
      // The named sellers are invited with the workflow, so every order reaches its sellers (ADR 0087).
      if (sellers.sellerIds.length > 0) {
        await insertInvitedSellers(tx, created.id, sellers.sellerIds, user.id, at);
      }
      return created;
    });
    reply.code(201);
    return workflowBody(workflow, creatorView);
  },
};

/**
 * `GET /v2/workflows`: the workflows the caller buys in (or its business does) or is invited to; with
 * `invited=pending` only the invitations the caller has still to answer with a proposal.
 */
export const listWorkflows: OperationHandler<'listWorkflows'> = {
  handle: async (request, _reply, { db }) => {
    const user = currentUser(request);
    const { query } = request;
    const limit = pageSize(query.limit);
    const after = query.cursor === undefined ? undefined : decodeListCursor(query.cursor);
    const rows = await listWorkflowRows(
      db,
      user.id,
      {
        statuses: query.status,
        requestType: query.requestType,
        pendingInvitations: query.invited === 'pending',
      },
      limit,
      after,
    );
    const page = pageOf(rows, limit);
    return {
      workflows: page.items.map((row) =>
        workflowBody(row, { sellerKey: row.seller_key, buyerSide: row.is_buyer_side }),
      ),
      next_cursor: page.nextCursor,
    };
  },
};

/** `GET /v2/workflows/{id}`: for its parties; 404 for anyone else. */
export const getWorkflow: OperationHandler<'getWorkflow'> = {
  handle: async (request, _reply, { db }) => {
    const { workflow } = await visibleWorkflow(request, db, request.params.id);
    return workflowBody(workflow, viewerOf(workflow));
  },
};

/** `DELETE /v2/workflows/{id}`: the buyer cancels; pending proposals are rejected. */
export const deleteWorkflow: OperationHandler<'deleteWorkflow'> = {
  handle: async (request, reply, { db, now }) => {
    await db.transaction(async (tx) => {
      const { workflow } = await visibleWorkflow(request, tx, request.params.id, true);
      requireBuyer(workflow, 'Only the buyer may cancel the workflow');
      await cancelWorkflow(tx, workflow, now());
    });
    return reply.code(204).send();
  },
};

/**
 * `POST /v2/workflows/{id}/invitation/decline`: an invited seller declines; the workflow leaves its
 * invitations and it stays a party. The buyer's side gets 403, a pending proposal or a workflow past sourcing
 * 409 (ADR 0087).
 */
export const declineOrderInvitation: OperationHandler<'declineOrderInvitation'> = {
  handle: async (request, reply, { db, now }) => {
    await db.transaction(async (tx) => {
      const { workflow, party, sellerKey } = await visibleWorkflow(request, tx, request.params.id, true);
      if (party !== 'seller') {
        throw new ApiError(403, 'forbidden', "The buyer's side has no invitation to decline");
      }
      if (
        sellerKey === null ||
        !workflow.parties.some((role) => role === 'seller' || role === 'outbid_seller')
      ) {
        throw workflowNotFound();
      }
      requireSales(workflow);
      const userId = sellerKey;
      if (!isSourcingWorkflowStatus(workflow.status)) {
        throw new ApiError(409, 'conflict', 'The workflow no longer takes proposals');
      }
      if (await hasPendingProposal(tx, workflow.id, userId)) {
        throw new ApiError(409, 'conflict', 'Withdraw your proposal to decline');
      }
      await declineInvitation(tx, workflow.id, userId, now());
    });
    return reply.code(204).send();
  },
};
