import { isSellerRole, isSourcingWorkflowStatus } from '@robomarket/api-client/enums';
import { fromMinorUnits } from '@robomarket/api-client/money';
import type { components } from '@robomarket/api-client/schema';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/db.ts';
import { ApiError } from '../../lib/api-error.ts';
import { awardGate } from '../../lib/award-gate.ts';
import { type AuthUser, currentUser, requireVerifiedEmail } from '../../lib/current-user.ts';
import { keyedMove } from '../../lib/idempotency.ts';
import { invalidFields, minorUnitsOf, requireChargeable } from '../../lib/input-rules.ts';
import { decodeListCursor, pageOf, pageSize } from '../../lib/list-cursor.ts';
import { trimFields } from '../../lib/raw-body.ts';
import { transition } from '../../lib/transitions.ts';
import type { OperationHandler } from '../../plugins/openapi/operation.ts';
import { actorOf, recordAudit, requireRole } from '../business/index.ts';
import { notifyProposalToBuyer, notifySellersInvited } from '../notifications/index.ts';
import {
  bidDeadlinePassed,
  bidsClosed,
  findRfpOfWorkflow,
  isInMarketplace,
  type RfpRow,
} from '../rfps/index.ts';
import {
  alreadyInvited,
  applyWorkflowEvent,
  findWorkflow,
  insertInvitedSellers,
  type Party,
  partyOf,
  readOnlyParentMessage,
  requireBuyer,
  requireSales,
  threadBody,
  threadSummaries,
  viewerOf,
  visibleWorkflow,
  type WorkflowRow,
  type WorkflowWithStanding,
  workflowBody,
  workflowNotFound,
  workflowTransitions,
} from '../workflows/index.ts';
import { holdForApproval } from './approval.ts';
import {
  findProposal,
  insertProposal,
  listProposals as listProposalRows,
  moveProposalsOf,
  type NewProposal,
  type ProposalRow,
  sellerIdsAmong,
  setProposalStatus,
} from './repository.ts';
import {
  checkProposal,
  defaultStructuredTerms,
  type ProposalInput,
  proposalRulesMessage,
  type RfpLimits,
  type StructuredTerms,
} from './rules.ts';
import { proposalTransitions } from './state-machine.ts';

const proposalNotFound = () => new ApiError(404, 'not_found', 'Proposal not found');

/** The contract's `Proposal`. */
export const proposalBody = (proposal: ProposalRow) => ({
  id: proposal.id,
  workflowId: proposal.workflow_id,
  sellerId: proposal.seller_id,
  sellerName: proposal.seller_name,
  price: fromMinorUnits(proposal.price_minor),
  currency: proposal.currency,
  description: proposal.description,
  terms: proposal.terms,
  status: proposal.status,
  structured_terms: proposal.structured_terms,
  timeline: proposal.timeline,
  acceptanceTest: proposal.acceptance_test,
  revisedFrom:
    proposal.revised_from_id === null || proposal.revised_from_price_minor === null
      ? null
      : { proposalId: proposal.revised_from_id, price: fromMinorUnits(proposal.revised_from_price_minor) },
  createdAt: proposal.created_at,
  sentBy: sentBy(proposal),
  updatedAt: proposal.updated_at,
});

/** The contract's `SentBy` of a proposal: the member who sent it and the business they sent it for. */
const sentBy = (proposal: ProposalRow) => ({
  userId: proposal.sent_by_id,
  name: proposal.sent_by_name,
  businessName: proposal.sent_for_name,
});

/** A workflow as a caller who may not be a party finds it: a party, or a marketplace reader, or 404. */
interface Reachable {
  workflow: WorkflowWithStanding;
  party: Party | undefined;
  rfp: RfpRow | undefined;
}

/**
 * The workflow `id` for a caller who is a party, or who can see its RFP in the marketplace (sellers
 * answering it); anyone else gets the 404 of a workflow that does not exist. Locks the workflow's row.
 */
async function reachableWorkflow(tx: Queryable, user: AuthUser, id: string): Promise<Reachable> {
  const workflow = await findWorkflow(tx, id, user.id, true);
  if (workflow === undefined) throw workflowNotFound();
  const party = partyOf(workflow);
  const rfp = await findRfpOfWorkflow(tx, workflow.id);
  if (party === undefined && (rfp === undefined || !isInMarketplace(rfp.status))) throw workflowNotFound();
  return { workflow, party, rfp };
}

/**
 * Invites `sellerIds` (on behalf of `invitedBy`) once the caller may: the workflow still takes sellers, each
 * id is a seller's, none is the buyer, none is invited yet (404 or 409 otherwise, and nothing is invited).
 * Returns the ids invited.
 */
async function invite(
  tx: Queryable,
  workflow: WorkflowWithStanding,
  sellerIds: readonly string[],
  invitedBy: string,
  at: Date,
): Promise<string[]> {
  if (!isSourcingWorkflowStatus(workflow.status)) {
    throw new ApiError(409, 'conflict', 'The workflow no longer takes sellers');
  }
  const sellers = await sellerIdsAmong(tx, sellerIds);
  if (sellers.length !== sellerIds.length) {
    throw new ApiError(404, 'not_found', 'Seller not found', {
      detail: 'body/sellerIds lists an id that is not a seller',
    });
  }
  if (sellerIds.includes(workflow.buyer_id)) {
    throw new ApiError(409, 'conflict', 'The buyer cannot be a seller of its own workflow');
  }
  if ((await alreadyInvited(tx, workflow.id, sellerIds)).length > 0) {
    throw new ApiError(409, 'conflict', 'already invited', {
      detail: 'A listed seller is already invited to this workflow',
    });
  }
  return insertInvitedSellers(tx, workflow.id, sellerIds, invitedBy, at);
}

/**
 * `POST /v2/workflows/{id}/sellers/invite`: the buyer invites named sellers to an RFP or CUSTOM_ORDER
 * workflow, each into a thread of its own. Sellers never invite themselves (they propose or declare their
 * intent to bid). Nothing is invited when one of them already is (409).
 */
export const inviteSellers: OperationHandler<'inviteSellers'> = {
  handle: async (request, _reply, { db, now }) => {
    const user = currentUser(request);
    const { body, params } = request;
    if (body.workflowId !== params.id) {
      throw new ApiError(400, 'validation_failed', "The workflow id does not match the address's", {
        detail: 'body/workflowId must equal the path id',
        fields: [{ field: 'workflowId', message: 'must be the id of the workflow in the address' }],
      });
    }
    const invited = await db.transaction(async (tx) => {
      const { workflow, party } = await reachableWorkflow(tx, user, params.id);
      if (party === 'parent_member') throw new ApiError(403, 'forbidden', readOnlyParentMessage);
      if (party !== 'buyer' && party !== 'buyer_member') {
        throw new ApiError(
          403,
          'forbidden',
          'Sellers join an RFP by proposing or declaring their intent to bid, not by invitation',
        );
      }
      requireBuyer(workflow, "Only the workflow's buyer invites sellers");
      if (workflow.request_type === 'DIRECT_ORDER') {
        throw new ApiError(409, 'conflict', 'A direct order has its seller already');
      }
      const at = now();
      const added = await invite(tx, workflow, body.sellerIds, user.id, at);
      await notifySellersInvited(tx, at, {
        workflowId: workflow.id,
        title: workflow.title,
        sellerIds: added,
        actorId: user.id,
      });
      return added;
    });
    return { invited };
  },
};

/**
 * `POST /v2/workflows/{id}/intent-to-bid`: a seller joins a workflow whose RFP is in the marketplace
 * without proposing yet, which opens its private thread with the buyer's side (201); a seller that has
 * joined gets its thread again (200). The buyer's side and accounts that do not sell get 403.
 */
export const declareIntentToBid: OperationHandler<'declareIntentToBid'> = {
  handle: async (request, reply, { db, now }) => {
    const user = currentUser(request);
    const joined = await db.transaction(async (tx) => {
      const { workflow, party, rfp } = await reachableWorkflow(tx, user, request.params.id);
      if (party === 'buyer' || party === 'buyer_member' || party === 'parent_member') {
        throw new ApiError(403, 'forbidden', "The buyer's side does not bid on its own RFP");
      }
      // A colleague of a seller that joined is that seller: its thread is the party's (ADR 0089).
      if (party === 'seller') return { joined: false, key: workflow.seller_key ?? user.id };
      if (!isSellerRole(user.role)) throw new ApiError(403, 'forbidden', 'Only sellers bid on RFPs');
      requireRole(await actorOf(tx, user.id), ['SALES']);
      if (rfp === undefined || !isInMarketplace(rfp.status)) {
        throw new ApiError(409, 'conflict', 'The RFP is no longer open to sellers');
      }
      await invite(tx, workflow, [user.id], user.id, now());
      return { joined: true, key: user.id };
    });
    const [thread] = await threadSummaries(db, request.params.id, user.id, {
      all: false,
      sellerId: joined.key,
    });
    if (thread === undefined) throw new Error('a joined seller has no thread');
    reply.code(joined.joined ? 201 : 200);
    return threadBody(thread);
  },
};

function prepareProposalBody(request: FastifyRequest): void {
  trimFields(request, 'description', 'terms');
}

const rfpLimits = (rfp: RfpRow): RfpLimits => ({
  budgetMinMinor: BigInt(rfp.budget_min_minor),
  budgetMaxMinor: BigInt(rfp.budget_max_minor),
  currency: rfp.currency,
  startDate: rfp.start_date,
  endDate: rfp.end_date,
  certifications: rfp.technical_requirements.certifications,
});

/**
 * `POST /v2/workflows/{id}/proposals`: an invited seller proposes, in the workflow's currency, within the
 * RFP's budget and timeline (§5). A seller not yet invited to a workflow whose RFP is in the marketplace
 * joins it by proposing: it is invited in the same transaction, under the rules of a seller inviting
 * itself (DESIGN.md §4). The first proposal moves the workflow to NEGOTIATION_IN_PROGRESS and the RFP to
 * UNDER_REVIEW. One PENDING proposal per seller and workflow.
 */
export const createProposal: OperationHandler<'createProposal'> = {
  beforeValidation: prepareProposalBody,
  handle: async (request, reply, { db, now }) => {
    const user = currentUser(request);
    const at = now();
    const proposal = await db.transaction(async (tx) => {
      const { workflow, party, rfp } = await reachableWorkflow(tx, user, request.params.id);
      // A member of a seller party sells for its business, whatever its own account's role (ADR 0089).
      if (party !== 'seller' && !isSellerRole(user.role)) {
        throw new ApiError(403, 'forbidden', 'Only sellers make proposals');
      }
      if (party === 'buyer' || party === 'buyer_member' || party === 'parent_member') {
        throw new ApiError(403, 'forbidden', 'Only an invited seller of the workflow makes proposals');
      }
      if (party === 'seller') requireSales(workflow);
      else requireRole(await actorOf(tx, user.id), ['SALES']);
      const first = workflow.status !== 'NEGOTIATION_IN_PROGRESS';
      const refusal = 'The workflow no longer takes proposals';
      if (first)
        transition(workflowTransitions, workflow.status, 'first_proposal_received', 'seller', refusal);
      if (rfp !== undefined && bidsClosed(rfp, at)) throw bidDeadlinePassed();
      // A colleague proposes as the seller party that joined first (ADR 0089); `createdBy` names them.
      const sellerKey = party === 'seller' ? (workflow.seller_key ?? user.id) : user.id;
      const fields = proposalFields(workflow, rfp, request.body, sellerKey, user.id);
      // Not a party, so the RFP is in the marketplace (`reachableWorkflow`): the seller joins by proposing.
      if (party === undefined) await invite(tx, workflow, [user.id], user.id, at);
      const created = await insertProposal(tx, fields, at);
      if (created === undefined) {
        throw new ApiError(409, 'conflict', 'You already have a pending proposal on this workflow');
      }
      if (first) {
        await applyWorkflowEvent(tx, workflow, 'first_proposal_received', 'seller', { now: at, refusal });
      }
      await notifyProposalToBuyer(tx, at, {
        type: 'proposal.received',
        workflowId: workflow.id,
        workflowTitle: workflow.title,
        proposalId: created.id,
        actorId: user.id,
      });
      return created;
    });
    reply.code(201);
    return proposalBody(proposal);
  },
};

/**
 * A proposal's columns from a request, checked under §5's rules: the RFP (when there is one) must be open,
 * the price whole where the currency has no minor unit, within the RFP's budget, the timeline within its
 * timeline, the certifications it covers among the RFP's (400 or 409 otherwise). The structured terms are
 * the seller's, else §7's defaults.
 */
function proposalFields(
  workflow: WorkflowWithStanding,
  rfp: RfpRow | undefined,
  body: ProposalInput & {
    structured_terms?: StructuredTerms | undefined;
    acceptanceTest?: components['schemas']['AcceptanceTest'] | undefined;
  },
  sellerId: string,
  createdBy: string,
): NewProposal {
  if (workflow.request_type === 'RFP' && (rfp === undefined || !isInMarketplace(rfp.status))) {
    throw new ApiError(409, 'conflict', 'The RFP is not open for proposals');
  }
  const limits = rfp === undefined ? undefined : rfpLimits(rfp);
  const priceMinor = minorUnitsOf(body.price);
  requireChargeable(workflow.currency, undefined, { price: priceMinor });
  checkProposal(body, limits);
  const covered = body.structured_terms?.compliance_certifications ?? [];
  if (limits !== undefined && covered.some((item) => !limits.certifications.includes(item))) {
    throw invalidFields(proposalRulesMessage, [
      {
        field: 'structured_terms/compliance_certifications',
        message: "may name only the RFP's certifications",
      },
    ]);
  }
  return {
    workflowId: workflow.id,
    sellerId,
    createdBy,
    priceMinor,
    currency: workflow.currency,
    description: body.description,
    terms: body.terms,
    structuredTerms:
      body.structured_terms ?? defaultStructuredTerms(body.timeline, limits?.certifications ?? []),
    timeline: body.timeline ?? null,
    acceptanceTest: body.acceptanceTest ?? null,
  };
}

/**
 * The caller's own PENDING proposal `proposalId` of a workflow in negotiation, locked with the workflow:
 * the buyer's side gets 403, anyone else the 404 of a proposal that does not exist, and a proposal that is
 * no longer PENDING (or a workflow past negotiation) 409. Withdrawing and accepting take the same workflow
 * lock, so of the two racing exactly one wins.
 */
async function ownPendingProposal(tx: Queryable, request: FastifyRequest, id: string, proposalId: string) {
  const { workflow, party, sellerKey } = await visibleWorkflow(request, tx, id, true, 'proposals');
  if (party !== 'seller') {
    throw new ApiError(403, 'forbidden', 'Only the seller who sent a proposal changes it');
  }
  const proposal = await findProposal(tx, id, proposalId, true);
  // The seller party's proposal: any of its members with SALES changes it (ADR 0089).
  if (proposal === undefined || proposal.seller_id !== sellerKey) throw proposalNotFound();
  requireSales(workflow);
  transition(
    proposalTransitions,
    proposal.status,
    'withdrawn',
    'seller',
    'Only a pending proposal can change',
  );
  if (workflow.status !== 'NEGOTIATION_IN_PROGRESS') {
    throw new ApiError(409, 'conflict', 'The workflow no longer takes proposals');
  }
  return { workflow, proposal };
}

/** `POST /v2/workflows/{id}/proposals/{proposalId}/withdraw`: the seller withdraws its pending proposal. */
export const withdrawProposal: OperationHandler<'withdrawProposal'> = {
  handle: async (request, _reply, { db, now }) => {
    const { id, proposalId } = request.params;
    const withdrawn = await db.transaction(async (tx) => {
      const { workflow, proposal } = await ownPendingProposal(tx, request, id, proposalId);
      if (proposal.status === 'PENDING_APPROVAL') await awardGate().cancel(tx, 'proposal', proposalId, now());
      await notifyProposalToBuyer(tx, now(), {
        type: 'proposal.withdrawn',
        workflowId: workflow.id,
        workflowTitle: workflow.title,
        proposalId,
        actorId: currentUser(request).id,
      });
      return setProposalStatus(tx, proposalId, 'WITHDRAWN', now());
    });
    return proposalBody(withdrawn);
  },
};

/**
 * `PUT /v2/workflows/{id}/proposals/{proposalId}`: the seller revises its pending proposal. The old one is
 * WITHDRAWN and a new PENDING one names it (`revisedFrom`), in one transaction under the workflow's lock.
 */
export const reviseProposal: OperationHandler<'reviseProposal'> = {
  beforeValidation: prepareProposalBody,
  handle: async (request, reply, { db, now }) => {
    const { id, proposalId } = request.params;
    const at = now();
    const revision = await db.transaction(async (tx) => {
      const { workflow, proposal } = await ownPendingProposal(tx, request, id, proposalId);
      const rfp = await findRfpOfWorkflow(tx, workflow.id);
      if (rfp !== undefined && bidsClosed(rfp, at)) throw bidDeadlinePassed();
      const fields = proposalFields(workflow, rfp, request.body, proposal.seller_id, currentUser(request).id);
      if (proposal.status === 'PENDING_APPROVAL') await awardGate().cancel(tx, 'proposal', proposalId, at);
      await setProposalStatus(tx, proposalId, 'WITHDRAWN', at);
      const created = await insertProposal(tx, { ...fields, revises: proposalId }, at);
      if (created === undefined) throw new Error('the withdrawn proposal still blocks its revision');
      await notifyProposalToBuyer(tx, at, {
        type: 'proposal.revised',
        workflowId: workflow.id,
        workflowTitle: workflow.title,
        proposalId: created.id,
        actorId: currentUser(request).id,
      });
      return created;
    });
    reply.code(201);
    return proposalBody(revision);
  },
};

/** `GET /v2/workflows/{id}/proposals`: the buyer side sees every proposal; an invited seller its own. */
export const listProposals: OperationHandler<'listProposals'> = {
  handle: async (request, _reply, { db }) => {
    const { query } = request;
    const { workflow, party, sellerKey } = await visibleWorkflow(request, db, request.params.id);
    const limit = pageSize(query.limit);
    const after = query.cursor === undefined ? undefined : decodeListCursor(query.cursor);
    const rows = await listProposalRows(
      db,
      workflow.id,
      party === 'seller' ? (sellerKey ?? undefined) : undefined,
      query.status,
      limit,
      after,
    );
    const page = pageOf(rows, limit);
    return { proposals: page.items.map(proposalBody), next_cursor: page.nextCursor };
  },
};

/**
 * Accepts a proposal inside the transaction holding the workflow's lock: the others are rejected, the
 * workflow PRICE_AGREED with its seller and price (its RFP follows). Returns the proposal. `event` is
 * `approved` when the business's approvers complete an award that waited for them (ADR 0091).
 */
export async function accept(
  tx: Queryable,
  workflow: Pick<WorkflowRow, 'id' | 'status'>,
  proposalId: string,
  at: Date,
  event: 'accepted' | 'approved' = 'accepted',
): Promise<ProposalRow> {
  const proposal = await findProposal(tx, workflow.id, proposalId, true);
  if (proposal === undefined) throw proposalNotFound();
  const refusal =
    workflow.status === 'PRICE_AGREED'
      ? 'A proposal of this workflow was already accepted'
      : 'The workflow is not negotiating';
  transition(workflowTransitions, workflow.status, 'proposal_accepted', 'buyer', refusal);
  const proposalTo = transition(
    proposalTransitions,
    proposal.status,
    event,
    'buyer',
    event === 'accepted'
      ? proposalRefusal(proposal.status)
      : 'Only a proposal waiting for approval can be approved',
  );
  const accepted = await setProposalStatus(tx, proposal.id, proposalTo, at);
  await moveProposalsOf(tx, workflow.id, 'other_accepted', at, proposal.id);
  await applyWorkflowEvent(tx, workflow, 'proposal_accepted', 'buyer', {
    now: at,
    refusal,
    agreed: {
      sellerId: proposal.seller_id,
      priceMinor: BigInt(proposal.price_minor),
      acceptanceTest: proposal.acceptance_test,
    },
  });
  return accepted;
}

/** The refusal of an accept of a proposal in `status`. */
const proposalRefusal = (status: ProposalRow['status']) =>
  status === 'PENDING_APPROVAL'
    ? 'The proposal is already waiting for approval'
    : 'Only a PENDING proposal can be accepted';

/**
 * `POST /v2/workflows/{id}/proposals/{proposalId}/accept`: the buyer accepts a PENDING proposal; the
 * others are rejected, the workflow PRICE_AGREED with its seller and price, the RFP APPROVED, in one
 * transaction under the workflow's lock. An accept over the buyer's limits waits for approval instead
 * (`holdForApproval`, ADR 0091): the proposal is PENDING_APPROVAL, the workflow unchanged, and the answer
 * names the approval request. The `Idempotency-Key` replays the outcome of its first use.
 */
export const acceptProposal: OperationHandler<'acceptProposal'> = {
  idempotent: true,
  handle: async (request, _reply, { db, now }) => {
    const { id, proposalId } = request.params;
    const at = now();
    await keyedMove(request, db, at, async (tx, once) => {
      const { workflow, userId } = await visibleWorkflow(request, tx, id, true);
      requireBuyer(workflow, 'Only the buyer may accept a proposal');
      requireVerifiedEmail(currentUser(request));
      return once(async () => {
        if (await holdForApproval(tx, userId, workflow, proposalId, at)) {
          return { statusCode: 200, id: proposalId };
        }
        const accepted = await accept(tx, workflow, proposalId, at);
        if (workflow.business_id !== null) {
          await recordAudit(tx, {
            businessId: workflow.business_id,
            actorId: userId,
            action: 'proposal.awarded',
            subjectType: 'proposal',
            subjectId: accepted.id,
            details: {
              workflowId: workflow.id,
              price: fromMinorUnits(accepted.price_minor),
              currency: accepted.currency,
            },
            at,
          });
        }
        return { statusCode: 200, id: accepted.id };
      });
    });
    // The accepted (or waiting) proposal and its workflow, read after the commit.
    const { workflow, userId } = await visibleWorkflow(request, db, id);
    const proposal = await findProposal(db, id, proposalId);
    if (proposal === undefined) throw proposalNotFound();
    const approval =
      proposal.status === 'PENDING_APPROVAL'
        ? await awardGate().pending(db, 'proposal', proposal.id, userId, at)
        : undefined;
    return {
      proposal: proposalBody(proposal),
      workflow: workflowBody(workflow, viewerOf(workflow)),
      ...(approval === undefined ? {} : { approval }),
    };
  },
};
