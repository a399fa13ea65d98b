// Cancelling a workflow: ORDER_CANCELLED through the state machine; the modules that own what follows a
// workflow react to `cancelled` in their hooks (payments: an open session expires and held funds go back;
// proposals: pending ones are rejected; RFPs: an open one leaves the marketplace).
import type { Queryable } from '../../db/db.ts';
import { applyWorkflowEvent } from './events.ts';
import type { WorkflowRow } from './repository.ts';

/**
 * Cancels a workflow (DESIGN.md §4: any status before ORDER_COMPLETED, by the buyer). Cancelling a
 * cancelled workflow changes nothing; ORDER_COMPLETED is a 409.
 */
export async function cancelWorkflow(
  tx: Queryable,
  workflow: Pick<WorkflowRow, 'id' | 'status'>,
  now: Date,
): Promise<void> {
  if (workflow.status === 'ORDER_CANCELLED') return;
  await applyWorkflowEvent(tx, workflow, 'cancelled', 'buyer', {
    now,
    refusal: 'A completed order cannot be cancelled',
  });
}
