// Moves that change several rows of one workflow together; callers hold the workflow's row lock.
import type { RfpStatus } from '@robomarket/api-client/enums';
import type { Queryable } from '../../db/db.ts';
import { runCancelSteps } from './cancel-steps.ts';
import type { WorkflowRow } from './repository.ts';
import { setWorkflowStatus } from './repository.ts';
import {
  type ProposalEvent,
  proposalTransitions,
  type RfpEvent,
  rfpTransitions,
  transition,
  workflowTransitions,
} from './state-machine.ts';

/**
 * Moves every proposal of the workflow that the table lets `event` move (PENDING → REJECTED for
 * `other_accepted` and `workflow_cancelled`), except `exceptId`.
 */
export async function moveProposals(
  tx: Queryable,
  workflowId: string,
  event: ProposalEvent,
  now: Date,
  exceptId: string | null = null,
): Promise<number> {
  let moved = 0;
  for (const row of proposalTransitions.filter((candidate) => candidate.event === event)) {
    const rows = await tx.query(
      `UPDATE proposals SET status = $3, updated_at = $4
        WHERE workflow_id = $1 AND status = $2 AND ($5::uuid IS NULL OR id <> $5::uuid) RETURNING id`,
      [workflowId, row.from, row.to, now, exceptId],
    );
    moved += rows.length;
  }
  return moved;
}

/** Moves the workflow's RFP by `event` when the table allows it from its status; otherwise leaves it. */
export async function moveRfpIfAllowed(
  tx: Queryable,
  workflowId: string,
  event: RfpEvent,
  now: Date,
): Promise<RfpStatus | undefined> {
  const [rfp] = await tx.query<{ status: RfpStatus }>(
    'SELECT status FROM rfps WHERE workflow_id = $1 FOR UPDATE',
    [workflowId],
  );
  if (rfp === undefined) return undefined;
  const row = rfpTransitions.find((candidate) => candidate.from === rfp.status && candidate.event === event);
  if (row === undefined) return rfp.status;
  await tx.query('UPDATE rfps SET status = $2, updated_at = $3 WHERE workflow_id = $1', [
    workflowId,
    row.to,
    now,
  ]);
  return row.to;
}

/**
 * Cancels a workflow (DESIGN.md §4: any status before ORDER_COMPLETED, by the buyer): ORDER_CANCELLED,
 * the other modules' cancel steps (payments: refund held funds), pending proposals rejected, an open RFP
 * withdrawn from the marketplace. Cancelling a cancelled workflow
 * changes nothing; ORDER_COMPLETED is a 409.
 */
export async function cancelWorkflow(tx: Queryable, workflow: WorkflowRow, now: Date): Promise<void> {
  if (workflow.status === 'ORDER_CANCELLED') return;
  const to = transition(
    workflowTransitions,
    workflow.status,
    'cancelled',
    'buyer',
    'A completed order cannot be cancelled',
  );
  await runCancelSteps(tx, workflow.id, now);
  await moveProposals(tx, workflow.id, 'workflow_cancelled', now);
  await moveRfpIfAllowed(tx, workflow.id, 'withdrawn', now);
  await setWorkflowStatus(tx, workflow.id, to, now);
}
