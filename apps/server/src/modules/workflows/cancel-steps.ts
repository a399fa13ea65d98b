// Steps other modules add to a workflow's cancellation, run inside the cancel's transaction under the
// workflow's lock after the state machine allowed it (payments: expire an open session, refund held funds).
// Registered by the module that owns the data, so the workflows module depends on none of them.
import type { Queryable } from '../../db/db.ts';

/** One step of a cancellation. */
export type CancelStep = (tx: Queryable, workflowId: string, now: Date) => Promise<void>;

const steps: CancelStep[] = [];

/** Adds a step to every cancellation (once, however often it is added). */
export function addCancelStep(step: CancelStep): void {
  if (!steps.includes(step)) steps.push(step);
}

/** Runs the steps in the order they were added. */
export async function runCancelSteps(tx: Queryable, workflowId: string, now: Date): Promise<void> {
  for (const step of steps) await step(tx, workflowId, now);
}
