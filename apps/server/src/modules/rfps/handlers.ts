import { isOpenRfpStatus } from '@robomarket/api-client/enums';
import { fromMinorUnits } from '@robomarket/api-client/money';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/db.ts';
import { ApiError, type FieldProblem } from '../../lib/api-error.ts';
import { currentUser } from '../../lib/current-user.ts';
import { dayNumber, invalidFields, minorUnitsOf, requireChargeable } from '../../lib/input-rules.ts';
import { decodeListCursor, isCursorTime, pageOf, pageSize } from '../../lib/list-cursor.ts';
import { trimFields } from '../../lib/raw-body.ts';
import { transition } from '../../lib/transitions.ts';
import type { OperationHandler } from '../../plugins/openapi/operation.ts';
import { notifyRfpPublished } from '../notifications/index.ts';
import {
  applyWorkflowEvent,
  findWorkflow,
  partyOf,
  requireBuyer,
  setWorkflowCurrency,
  visibleWorkflow,
  type WorkflowRow,
} from '../workflows/index.ts';
import {
  findRfp,
  hasProposals,
  insertRfp,
  listRfps as listRfpRows,
  type RfpContent,
  type RfpRow,
  updateRfpRow,
} from './repository.ts';
import { rfpTransitions } from './state-machine.ts';

const rfpNotFound = () => new ApiError(404, 'not_found', 'RFP not found');

/** The contract's `Rfp`: no buyer identity, so marketplace readers and partner sites learn nothing of it. */
export const rfpBody = (rfp: RfpRow) => ({
  id: rfp.id,
  workflowId: rfp.workflow_id,
  title: rfp.title,
  useCase: rfp.use_case,
  description: rfp.description,
  industry: rfp.industry,
  status: rfp.status,
  technicalRequirements: rfp.technical_requirements,
  budget: {
    min: fromMinorUnits(rfp.budget_min_minor),
    max: fromMinorUnits(rfp.budget_max_minor),
    currency: rfp.currency,
  },
  timeline: { startDate: rfp.start_date, endDate: rfp.end_date, milestones: rfp.milestones },
  bidDeadline: rfp.bid_deadline,
  createdAt: rfp.created_at,
  updatedAt: rfp.updated_at,
});

/** Whether an RFP is in the marketplace (every signed-in user may read it): the contract's open statuses. */
export const isInMarketplace = isOpenRfpStatus;

/**
 * The rules the contract's schema cannot say: budget min ≤ max, start ≤ end, and calendar dates PostgreSQL
 * can hold. A 400 naming every field at fault. Before them, a budget in a currency without cents is whole.
 */
export function checkRfpContent(content: RfpContent): void {
  requireChargeable(content.currency, 'budget/currency', {
    'budget/min': content.budgetMinMinor,
    'budget/max': content.budgetMaxMinor,
  });
  const fields: FieldProblem[] = [];
  if (content.budgetMinMinor > content.budgetMaxMinor) {
    fields.push({ field: 'budget/min', message: 'must not be more than the maximum budget' });
  }
  const start = dayNumber(content.startDate);
  const end = dayNumber(content.endDate);
  if (start === undefined) fields.push({ field: 'timeline/startDate', message: 'must be a calendar date' });
  if (end === undefined) fields.push({ field: 'timeline/endDate', message: 'must be a calendar date' });
  if (start !== undefined && end !== undefined && start > end) {
    fields.push({ field: 'timeline/endDate', message: 'must not be before the start date' });
  }
  content.milestones.forEach((milestone, index) => {
    if (dayNumber(milestone.date) === undefined) {
      fields.push({ field: `timeline/milestones/${index}/date`, message: 'must be a calendar date' });
    }
  });
  if (content.bidDeadline !== null && !isCursorTime(content.bidDeadline)) {
    fields.push({ field: 'bidDeadline', message: 'must be a time between the years 1970 and 9999' });
  }
  if (fields.length > 0) throw invalidFields('The RFP is not valid', fields);
}

/** Today's date in UTC as a day number, the earliest start a submitted RFP may have. */
function today(now: Date): number {
  return Math.floor(now.getTime() / 86_400_000);
}

/**
 * What an RFP needs before it goes to the marketplace (DESIGN §4: published only when valid): a description,
 * a budget above zero, a start not before today, an end after the start and milestones inside the timeline.
 * A 400 naming every field at fault; drafts skip this, so they can be saved half done.
 */
export function checkSubmittable(content: RfpContent, now: Date): void {
  const fields: FieldProblem[] = [];
  if (content.description.trim() === '') fields.push({ field: 'description', message: 'is required' });
  if (content.budgetMinMinor <= 0n) fields.push({ field: 'budget/min', message: 'must be more than 0' });
  const start = dayNumber(content.startDate);
  const end = dayNumber(content.endDate);
  if (start !== undefined && start < today(now)) {
    fields.push({ field: 'timeline/startDate', message: 'must not be in the past' });
  }
  if (start !== undefined && end !== undefined && end <= start) {
    fields.push({ field: 'timeline/endDate', message: 'must be after the start date' });
  }
  if (content.bidDeadline !== null) {
    if (content.bidDeadline.getTime() <= now.getTime()) {
      fields.push({ field: 'bidDeadline', message: 'must be in the future' });
    } else if (start !== undefined && content.bidDeadline.getTime() >= (start + 1) * 86_400_000) {
      fields.push({ field: 'bidDeadline', message: 'must not be after the start date' });
    }
  }
  content.milestones.forEach((milestone, index) => {
    const day = dayNumber(milestone.date);
    if (day === undefined || start === undefined || end === undefined) return;
    if (day < start || day > end) {
      fields.push({
        field: `timeline/milestones/${index}/date`,
        message: 'must be between the start and end dates',
      });
    }
  });
  if (fields.length > 0) throw invalidFields('The RFP is not complete enough to submit', fields);
}

/** A bid deadline from a request: null for none, else the time (checked by `checkRfpContent`). */
const bidDeadlineOf = (value: string | null | undefined): Date | null =>
  value === undefined || value === null ? null : new Date(value);

/** The 409 for a proposal sent or revised after its RFP's bid deadline. */
export const bidDeadlinePassed = () =>
  new ApiError(409, 'conflict', 'The bid deadline for this RFP has passed');

/** Whether bids on `rfp` are closed at `now` (its deadline has passed). */
export const bidsClosed = (rfp: RfpRow, now: Date): boolean =>
  rfp.bid_deadline !== null && rfp.bid_deadline.getTime() <= now.getTime();

function prepareRfpBody(request: FastifyRequest): void {
  trimFields(request, 'title', 'useCase', 'description', 'industry');
}

/**
 * Moves the workflow when its RFP is submitted: REQUEST_CREATED → MATCHING_SELLERS; later moves keep it. The
 * first submission tells the sellers following the workflow's category (ADR 0096).
 */
async function workflowOnSubmit(
  tx: Queryable,
  workflow: WorkflowRow,
  rfp: { id: string; title: string },
  now: Date,
): Promise<void> {
  if (workflow.status === 'MATCHING_SELLERS' || workflow.status === 'NEGOTIATION_IN_PROGRESS') return;
  await applyWorkflowEvent(tx, workflow, 'rfp_submitted', 'buyer', {
    now,
    refusal: 'The workflow no longer takes an RFP',
  });
  await notifyRfpPublished(tx, now, {
    rfpId: rfp.id,
    title: rfp.title,
    category: workflow.category,
    buyerBusinessId: workflow.business_id,
    buyerId: workflow.buyer_id,
  });
}

/**
 * `POST /v2/rfps`: the buyer creates the one RFP of an RFP workflow at REQUEST_CREATED, SUBMITTED (the
 * workflow moves to MATCHING_SELLERS) or DRAFT. The workflow takes the budget's currency.
 */
export const createRfp: OperationHandler<'createRfp'> = {
  beforeValidation: prepareRfpBody,
  handle: async (request, reply, { db, now }) => {
    const { body } = request;
    const content: RfpContent = {
      title: body.title,
      useCase: body.useCase,
      description: body.description,
      industry: body.industry,
      technicalRequirements: body.technicalRequirements,
      currency: body.budget.currency,
      budgetMinMinor: minorUnitsOf(body.budget.min),
      budgetMaxMinor: minorUnitsOf(body.budget.max),
      startDate: body.timeline.startDate,
      endDate: body.timeline.endDate,
      milestones: body.timeline.milestones,
      bidDeadline: bidDeadlineOf(body.bidDeadline),
    };
    checkRfpContent(content);
    const status = body.status ?? 'SUBMITTED';
    const at = now();
    if (status === 'SUBMITTED') checkSubmittable(content, at);
    const rfp = await db.transaction(async (tx) => {
      const { workflow } = await visibleWorkflow(request, tx, body.workflowId, true);
      requireBuyer(workflow, "Only the workflow's buyer may create its RFP");
      if (workflow.request_type !== 'RFP') {
        throw new ApiError(409, 'conflict', 'Only an RFP workflow takes an RFP');
      }
      if (workflow.status !== 'REQUEST_CREATED') {
        throw new ApiError(409, 'conflict', 'The workflow is past REQUEST_CREATED and takes no new RFP');
      }
      const created = await insertRfp(tx, workflow.id, content, status, at);
      if (created === undefined) throw new ApiError(409, 'conflict', 'The workflow already has an RFP');
      await setWorkflowCurrency(tx, workflow.id, content.currency);
      if (status === 'SUBMITTED') await workflowOnSubmit(tx, workflow, created, at);
      return created;
    });
    reply.code(201);
    return rfpBody(rfp);
  },
};

/**
 * `GET /v2/rfps`: the caller's own and invited RFPs and the marketplace; anonymous callers and partner
 * sites (any origin, no credentials) the marketplace only.
 */
export const listRfps: OperationHandler<'listRfps'> = {
  cors: 'any-origin',
  handle: async (request, _reply, { db }) => {
    const { query } = request;
    const limit = pageSize(query.limit);
    const minBudgetMinor = query.minBudget === undefined ? undefined : minorUnitsOf(query.minBudget);
    const maxBudgetMinor = query.maxBudget === undefined ? undefined : minorUnitsOf(query.maxBudget);
    if (minBudgetMinor !== undefined && maxBudgetMinor !== undefined && minBudgetMinor > maxBudgetMinor) {
      throw new ApiError(400, 'validation_failed', 'The minimum budget is above the maximum budget', {
        detail: 'query/minBudget must not be more than query/maxBudget',
      });
    }
    const userId = request.user?.id;
    if (userId === undefined && query.scope !== undefined) {
      throw new ApiError(401, 'unauthenticated', 'Sign in to see your own RFPs');
    }
    const after = query.cursor === undefined ? undefined : decodeListCursor(query.cursor);
    const rows = await listRfpRows(
      db,
      userId === undefined ? { userId, scope: undefined } : { userId, scope: query.scope },
      {
        statuses: query.status,
        industry: query.industry,
        minBudgetMinor,
        maxBudgetMinor,
        workflowId: query.workflowId,
      },
      limit,
      after,
    );
    const page = pageOf(rows, limit);
    return { rfps: page.items.map(rfpBody), next_cursor: page.nextCursor };
  },
};

/** `GET /v2/rfps/{id}`: the workflow's parties, and every signed-in user while it is in the marketplace. */
export const getRfp: OperationHandler<'getRfp'> = {
  handle: async (request, _reply, { db }) => {
    const user = currentUser(request);
    const rfp = await findRfp(db, request.params.id);
    if (rfp === undefined) throw rfpNotFound();
    if (isInMarketplace(rfp.status)) return rfpBody(rfp);
    const workflow = await findWorkflow(db, rfp.workflow_id, user.id);
    if (workflow === undefined || partyOf(workflow) === undefined) throw rfpNotFound();
    return rfpBody(rfp);
  },
};

/**
 * `PUT /v2/rfps/{id}`: the buyer edits (DRAFT or REJECTED), submits or resubmits (SUBMITTED), or withdraws
 * (REJECTED); every move from the state machine's table, anything else 409.
 */
export const updateRfp: OperationHandler<'updateRfp'> = {
  beforeValidation: prepareRfpBody,
  handle: async (request, _reply, { db, now }) => {
    const user = currentUser(request);
    const { body } = request;
    const at = now();
    const updated = await db.transaction(async (tx) => {
      const found = await findRfp(tx, request.params.id);
      if (found === undefined) throw rfpNotFound();
      // The workflow's lock first, as every move of the workflow takes it, then the RFP's.
      const workflow = await findWorkflow(tx, found.workflow_id, user.id, true);
      const party = workflow === undefined ? undefined : partyOf(workflow);
      if (workflow === undefined || party === undefined) {
        if (isInMarketplace(found.status)) {
          throw new ApiError(403, 'forbidden', "Only the workflow's buyer may change its RFP");
        }
        throw rfpNotFound();
      }
      requireBuyer(workflow, "Only the workflow's buyer may change its RFP");
      const rfp = await findRfp(tx, found.id, true);
      if (rfp === undefined) throw rfpNotFound();
      const edits =
        body.title !== undefined ||
        body.useCase !== undefined ||
        body.description !== undefined ||
        body.industry !== undefined ||
        body.technicalRequirements !== undefined ||
        body.budget !== undefined ||
        body.timeline !== undefined ||
        body.bidDeadline !== undefined;
      let status = rfp.status;
      if (edits) {
        status = transition(
          rfpTransitions,
          status,
          'edited',
          'buyer',
          'The RFP can be changed only in DRAFT or REJECTED',
        );
      }
      const content: RfpContent = {
        title: body.title ?? rfp.title,
        useCase: body.useCase ?? rfp.use_case,
        description: body.description ?? rfp.description,
        industry: body.industry ?? rfp.industry,
        technicalRequirements: body.technicalRequirements ?? rfp.technical_requirements,
        currency: body.budget?.currency ?? rfp.currency,
        budgetMinMinor: minorUnitsOf(body.budget?.min ?? fromMinorUnits(rfp.budget_min_minor)),
        budgetMaxMinor: minorUnitsOf(body.budget?.max ?? fromMinorUnits(rfp.budget_max_minor)),
        startDate: body.timeline?.startDate ?? rfp.start_date,
        endDate: body.timeline?.endDate ?? rfp.end_date,
        milestones: body.timeline?.milestones ?? rfp.milestones,
        bidDeadline: body.bidDeadline === undefined ? rfp.bid_deadline : bidDeadlineOf(body.bidDeadline),
      };
      checkRfpContent(content);
      if (content.currency !== rfp.currency) {
        if (await hasProposals(tx, workflow.id)) {
          throw new ApiError(409, 'conflict', 'The currency cannot change once proposals were made');
        }
        await setWorkflowCurrency(tx, workflow.id, content.currency);
      }
      if (body.status === 'SUBMITTED') {
        status = transition(
          rfpTransitions,
          status,
          'submitted',
          'buyer',
          'Only a DRAFT or REJECTED RFP is submitted',
        );
        checkSubmittable(content, at);
        await workflowOnSubmit(tx, workflow, { id: rfp.id, title: content.title }, at);
      } else if (body.status === 'REJECTED') {
        status = transition(
          rfpTransitions,
          status,
          'withdrawn',
          'buyer',
          'Only an open RFP can be withdrawn',
        );
      }
      return updateRfpRow(tx, rfp.id, content, status, at);
    });
    return rfpBody(updated);
  },
};
