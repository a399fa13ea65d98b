import type { components } from '@robomarket/api-client';
import { isActiveDisputeStatus } from '@robomarket/api-client/enums';
import { useWorkflowDisputes } from '@robomarket/api-client/react';

type Workflow = components['schemas']['Workflow'];

/**
 * Whether a workflow's disputes can exist and the viewer reads them: an order that started (and what
 * followed it), seen by the buyer's side or the chosen seller (those who see the agreed price).
 */
export const disputesVisible = (workflow: Workflow): boolean =>
  workflow.agreedPrice !== null &&
  (workflow.status === 'ORDER_IN_PROGRESS' ||
    workflow.status === 'ORDER_COMPLETED' ||
    workflow.status === 'ORDER_CANCELLED');

/** The workflow's newest dispute, and whether it is still open, from the shared disputes query. */
export function useLatestDispute(workflow: Workflow) {
  const query = useWorkflowDisputes(workflow.id, { enabled: disputesVisible(workflow) });
  const latest = query.data?.disputes[0] ?? null;
  return { query, latest, active: latest !== null && isActiveDisputeStatus(latest.status) };
}
