import { fromMinorUnits } from '@robomarket/api-client/money';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/db.ts';
import { ApiError } from '../../lib/api-error.ts';
import { currentUser } from '../../lib/current-user.ts';
import { mayRead, onBuyerSide, type PartyRole, rolesOf, type WorkflowPart } from '../../lib/parties.ts';
import { findWorkflow, type WorkflowRow, type WorkflowWithStanding } from './repository.ts';
import { stageOf } from './state-machine.ts';

/** How a caller takes part in a workflow. */
export type Party = 'buyer' | 'buyer_member' | 'seller';

/** The 404 for a workflow the caller may not see (the same as for one that does not exist). */
export const workflowNotFound = () => new ApiError(404, 'not_found', 'Workflow not found');

/** The caller's part in a workflow; the buyer side wins over an invitation. */
export function partyOf(workflow: WorkflowWithStanding): Party | undefined {
  if (workflow.is_buyer) return 'buyer';
  if (workflow.is_buyer_member) return 'buyer_member';
  if (workflow.is_invited) return 'seller';
  return undefined;
}

/** A workflow the caller is a party to, with their part in it. */
export interface VisibleWorkflow {
  workflow: WorkflowWithStanding;
  party: Party;
  /** Every role the caller holds in it (`src/lib/parties.ts`). */
  roles: PartyRole[];
  /** The caller. */
  userId: string;
}

/**
 * The workflow `id` as the signed-in caller may see it: its buyer, a member of its business, or an invited
 * seller, and only when the party model lets them read `part` of it. Anyone else gets the 404 of a workflow
 * that does not exist. `lock` holds its row until the transaction ends.
 */
export async function visibleWorkflow(
  request: FastifyRequest,
  db: Queryable,
  id: string,
  lock = false,
  part: WorkflowPart = 'workflow',
): Promise<VisibleWorkflow> {
  const user = currentUser(request);
  const workflow = await findWorkflow(db, id, user.id, lock);
  if (workflow === undefined) throw workflowNotFound();
  const party = partyOf(workflow);
  const roles = rolesOf(workflow, user.id);
  if (party === undefined || !mayRead(roles, part)) throw workflowNotFound();
  return { workflow, party, roles, userId: user.id };
}

/** Throws 403 unless the caller is the workflow's buyer (other parties see it but may not do this). */
export function requireBuyer(party: Party, message: string): void {
  if (party !== 'buyer') throw new ApiError(403, 'forbidden', message);
}

const money = (minor: string | null) => (minor === null ? null : fromMinorUnits(minor));

/** How many attachment links a workflow carries; `listDocuments` pages through the rest. */
const attachmentsShown = 20;

/** Who a workflow is shown to: the buyer's side sees all of it, a seller its own thread's part. */
export interface WorkflowViewer {
  userId: string;
  /** The viewer is the buyer or a member of the buyer's business. */
  buyerSide: boolean;
}

/** The viewer of a workflow read with the viewer's standing. */
export const viewerOf = (workflow: WorkflowWithStanding, userId: string): WorkflowViewer => ({
  userId,
  buyerSide: onBuyerSide(rolesOf(workflow, userId)),
});

/**
 * The contract's `Workflow` as `viewer` may see it: a seller sees the attachments of its own thread and the
 * broadcast ones, and the agreed seller and price only when it is that seller (DESIGN.md §4).
 */
export function workflowBody(workflow: WorkflowRow, viewer: WorkflowViewer) {
  const seesAll = viewer.buyerSide;
  const seesAward = seesAll || workflow.seller_id === viewer.userId;
  const attachments = workflow.attachments.filter(
    (attachment) => seesAll || attachment.seller_id === null || attachment.seller_id === viewer.userId,
  );
  return {
    id: workflow.id,
    title: workflow.title,
    description: workflow.description,
    requestType: workflow.request_type,
    status: workflow.status,
    stage: stageOf(workflow.status),
    createdAt: workflow.created_at,
    updatedAt: workflow.updated_at,
    attachments: attachments.slice(0, attachmentsShown).map((attachment) => attachment.url),
    attachmentCount: attachments.length,
    budgetRangeMin: money(workflow.budget_min_minor),
    budgetRangeMax: money(workflow.budget_max_minor),
    currency: workflow.currency,
    agreedPrice: seesAward ? money(workflow.agreed_price_minor) : null,
    requirements: {
      category: workflow.category,
      quantity: workflow.quantity,
      details: workflow.details,
    },
    buyerId: workflow.buyer_id,
    sellerId: seesAward ? workflow.seller_id : null,
    ...(workflow.unread_messages === undefined ? {} : { unreadMessages: workflow.unread_messages }),
  };
}
