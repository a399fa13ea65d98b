import {
  type RequestType,
  type WorkflowStage,
  type WorkflowStatus,
  workflowStageValues,
  workflowStatusValues,
} from '@robomarket/api-client/enums';
import type { ReactNode } from 'react';

export type { WorkflowStage, WorkflowStatus };

// Keyed by the generated enums: a new contract status is a type error until it has its stage and hints.
const STAGE_OF: Record<WorkflowStatus, WorkflowStage> = {
  REQUEST_CREATED: 'DRAFT',
  MATCHING_SELLERS: 'DRAFT',
  NEGOTIATION_IN_PROGRESS: 'NEGOTIATION',
  PRICE_AGREED: 'REVIEW',
  PAYMENT_PENDING: 'REVIEW',
  PAYMENT_COMPLETED: 'APPROVED',
  ORDER_IN_PROGRESS: 'APPROVED',
  ORDER_COMPLETED: 'COMPLETED',
  ORDER_CANCELLED: 'COMPLETED',
};

// product-spec §4 "Next-action hint on the dashboard list".
const LIST_HINT: Record<WorkflowStatus, string> = {
  REQUEST_CREATED: 'Waiting for seller matching',
  MATCHING_SELLERS: 'Finding best vendors',
  NEGOTIATION_IN_PROGRESS: 'Negotiating with suppliers',
  PRICE_AGREED: 'Review final price',
  PAYMENT_PENDING: 'Payment needed',
  PAYMENT_COMPLETED: 'Processing order',
  ORDER_IN_PROGRESS: 'Order in progress',
  ORDER_COMPLETED: 'Complete',
  ORDER_CANCELLED: 'Cancelled',
};

// product-spec §4 "Alternative hints on the detail view", in the order of the statuses.
const DETAIL_HINT: Record<WorkflowStatus, string> = {
  REQUEST_CREATED: 'Waiting for seller matching',
  MATCHING_SELLERS: 'Review potential sellers',
  NEGOTIATION_IN_PROGRESS: 'Review seller proposals',
  PRICE_AGREED: 'Complete payment',
  PAYMENT_PENDING: 'Process payment',
  PAYMENT_COMPLETED: 'Track order progress',
  ORDER_IN_PROGRESS: 'Monitor delivery',
  ORDER_COMPLETED: 'Workflow completed',
  ORDER_CANCELLED: 'Workflow cancelled',
};

function isStatus(value: string): value is WorkflowStatus {
  return (workflowStatusValues as readonly string[]).includes(value);
}

/** Every stage in the contract's order. */
export const WORKFLOW_STAGES: readonly WorkflowStage[] = workflowStageValues;

/** The display stage of a workflow status (product-spec §4); an unknown status is DRAFT. */
export function workflowStage(status: string): WorkflowStage {
  return isStatus(status) ? STAGE_OF[status] : 'DRAFT';
}

/** The dashboard list's next-action hint for a status ("Finding best vendors"); '' for an unknown one. */
export function nextActionHint(status: string): string {
  return isStatus(status) ? LIST_HINT[status] : '';
}

// The detail view's hints for a seller of the workflow: what it does next, or whom it waits for.
const SELLER_HINT: Record<WorkflowStatus, string> = {
  REQUEST_CREATED: "Waiting for the buyer's request",
  MATCHING_SELLERS: 'Send your proposal',
  NEGOTIATION_IN_PROGRESS: "Waiting for the buyer's decision",
  PRICE_AGREED: "Waiting for the buyer's payment",
  PAYMENT_PENDING: "Waiting for the buyer's payment",
  PAYMENT_COMPLETED: 'Start the order',
  ORDER_IN_PROGRESS: 'Deliver the order',
  ORDER_COMPLETED: 'Workflow completed',
  ORDER_CANCELLED: 'Workflow cancelled',
};

/**
 * The detail view's next-action hint for a status: the buyer side's ("Review seller proposals"), or with
 * `viewer` 'seller' the seller's ("Waiting for the buyer's decision"); '' for an unknown status.
 */
export function detailActionHint(status: string, viewer: 'buyer' | 'seller' = 'buyer'): string {
  if (!isStatus(status)) return '';
  return viewer === 'seller' ? SELLER_HINT[status] : DETAIL_HINT[status];
}

/** A link a list renders: where it leads and what it says. */
export interface WorkflowLink {
  /** Where the link leads. */
  href: string;
  /** What the link says. */
  children: ReactNode;
}

/** The path of a workflow's page (product-spec §2: workflow/{id}). */
export function workflowHref(id: string): string {
  return `/workflow/${encodeURIComponent(id)}`;
}

/** A request type as lists and filters name it. */
export const REQUEST_TYPE_NAMES: Record<RequestType, string> = {
  RFP: 'RFP',
  DIRECT_ORDER: 'Direct order',
  CUSTOM_ORDER: 'Custom order',
};

/** A status as filters name it: "PRICE_AGREED" → "Price agreed". */
export function workflowStatusName(status: string): string {
  const words = status.toLowerCase().replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
