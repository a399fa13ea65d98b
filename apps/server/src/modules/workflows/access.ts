import type { BusinessRole } from '@robomarket/api-client/enums';
import { fromMinorUnits } from '@robomarket/api-client/money';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/db.ts';
import { ApiError } from '../../lib/api-error.ts';
import { currentUser } from '../../lib/current-user.ts';
import {
  mayRead,
  onBuyerSide,
  type PartyRole,
  readsEveryThread,
  rolesOf,
  type WorkflowPart,
} from '../../lib/parties.ts';
import { requireRole } from '../business/index.ts';
import { findWorkflow, type WorkflowRow, type WorkflowWithStanding } from './repository.ts';
import { stageOf } from './state-machine.ts';

/** How a caller takes part in a workflow: the buyer's side, a seller party, or its parent's reader. */
export type Party = 'buyer' | 'buyer_member' | 'seller' | 'parent_member';

/** The 404 for a workflow the caller may not see (the same as for one that does not exist). */
export const workflowNotFound = () => new ApiError(404, 'not_found', 'Workflow not found');

/** The caller's part in a workflow; the buyer side wins over an invitation, which wins over a parent. */
export function partyOf(workflow: WorkflowWithStanding): Party | undefined {
  const { parties } = workflow;
  if (parties.includes('buyer')) return 'buyer';
  if (parties.includes('buyer_member')) return 'buyer_member';
  if (parties.some((role) => role === 'seller' || role === 'outbid_seller' || role === 'chosen_seller')) {
    return 'seller';
  }
  if (parties.includes('parent_member')) return 'parent_member';
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
  /** The caller's seller party's thread key (`WorkflowStanding.seller_key`), null off the seller side. */
  sellerKey: string | null;
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
  const roles = rolesOf(workflow);
  if (party === undefined || !mayRead(roles, part)) throw workflowNotFound();
  return { workflow, party, roles, userId: user.id, sellerKey: workflow.seller_key };
}

/** The refusal of a parent business's member, who reads a subsidiary's workflow and changes nothing. */
export const readOnlyParentMessage =
  "A parent business reads its subsidiaries' workflows; it changes nothing";

/**
 * Throws 403 unless the caller acts for the workflow's buyer: a member of its business holding PURCHASER
 * (ADR 0089), or the customer who created it. Other parties see it but may not do this (`message`).
 */
export function requireBuyer(workflow: WorkflowWithStanding, message: string): void {
  if (!onBuyerSide(workflow.parties)) {
    throw new ApiError(
      403,
      'forbidden',
      workflow.parties.includes('parent_member') ? readOnlyParentMessage : message,
    );
  }
  if (workflow.business_id === null || workflow.buyer_roles === null) return;
  requireRole(
    {
      userId: '',
      businessId: workflow.business_id,
      businessName: workflow.buyer_business_name,
      roles: workflow.buyer_roles,
    },
    ['PURCHASER'],
  );
}

/**
 * Throws 403 unless the caller may act for its seller party: a member of the seller's business holding SALES,
 * or a seller without a business. The caller is a seller party already (`seller_key` set).
 */
export function requireSales(workflow: WorkflowWithStanding): void {
  if (workflow.seller_roles === null) return;
  requireRole(
    {
      userId: '',
      businessId: 'seller',
      businessName: workflow.seller_business_name,
      roles: workflow.seller_roles,
    },
    ['SALES'],
  );
}

const money = (minor: string | null) => (minor === null ? null : fromMinorUnits(minor));

/** How many attachment links a workflow carries; `listDocuments` pages through the rest. */
const attachmentsShown = 20;

/** Who a workflow is shown to: the buyer's side sees all of it, a seller its own thread's part. */
export interface WorkflowViewer {
  /** The viewer's seller party's thread key; null off the seller side. */
  sellerKey: string | null;
  /** The viewer reads every thread: the buyer's side, or a member of the buyer's parent business. */
  buyerSide: boolean;
  /** What the viewer may do (the contract's `WorkflowAccess`); left out of lists. */
  access?: WorkflowAccess;
}

/** The contract's `WorkflowAccess`. */
interface WorkflowAccess {
  buyerSide: boolean;
  actsForBuyer: boolean;
  sellerPartyId: string | null;
  actsForSeller: boolean;
  parentReader: boolean;
}

/** Whether a member's roles (null: not a member, acting for themselves) allow what needs `role`. */
export const holds = (roles: readonly BusinessRole[] | null, role: BusinessRole): boolean =>
  roles === null || roles.includes(role);

/** The viewer of a workflow read with the viewer's standing. */
export function viewerOf(workflow: WorkflowWithStanding): WorkflowViewer {
  const roles = rolesOf(workflow);
  const buyerSide = readsEveryThread(roles);
  const onSellerSide = !onBuyerSide(roles) && workflow.seller_key !== null;
  return {
    sellerKey: workflow.seller_key,
    buyerSide,
    access: {
      buyerSide,
      actsForBuyer:
        onBuyerSide(roles) && (workflow.business_id === null || holds(workflow.buyer_roles, 'PURCHASER')),
      sellerPartyId: onSellerSide ? workflow.seller_key : null,
      actsForSeller: onSellerSide && holds(workflow.seller_roles, 'SALES'),
      parentReader: buyerSide && !onBuyerSide(roles),
    },
  };
}

/** The viewer who just created a workflow: its buyer, acting for it. */
export const creatorView: WorkflowViewer = {
  sellerKey: null,
  buyerSide: true,
  access: {
    buyerSide: true,
    actsForBuyer: true,
    sellerPartyId: null,
    actsForSeller: false,
    parentReader: false,
  },
};

/**
 * The contract's `Workflow` as `viewer` may see it: a seller sees the attachments of its own thread and the
 * broadcast ones, and the agreed seller and price only when it is that seller (DESIGN.md §4).
 */
export function workflowBody(workflow: WorkflowRow, viewer: WorkflowViewer) {
  const seesAll = viewer.buyerSide;
  const seesAward = seesAll || (workflow.seller_id !== null && workflow.seller_id === viewer.sellerKey);
  const attachments = workflow.attachments.filter(
    (attachment) => seesAll || attachment.seller_id === null || attachment.seller_id === viewer.sellerKey,
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
    ...(viewer.access === undefined ? {} : { access: viewer.access }),
  };
}
