// The only way to move a workflow: `applyWorkflowEvent` checks the state machine's table, changes the
// status (with the agreed seller and price where the event brings them), records the step on the
// workflow's timeline, and calls the hooks other modules registered for the event, all in the caller's
// transaction under the workflow's row lock. Modules that own rows following a workflow (proposals, RFPs,
// payments) react in their hooks instead of the workflows module writing their tables.
import type { WorkflowStatus } from '@robomarket/api-client/enums';
import type { Queryable } from '../../db/db.ts';
import { type Actor, transition } from '../../lib/transitions.ts';
import { type Agreed, moveWorkflowRow, type WorkflowRow } from './repository.ts';
import { type WorkflowEvent, workflowTransitions } from './state-machine.ts';

/** A move the state machine made, as hooks hear it. */
export interface WorkflowMove {
  /** The workflow after the move. */
  workflow: WorkflowRow;
  event: WorkflowEvent;
  actor: Actor;
  from: WorkflowStatus;
  at: Date;
}

/** Reacts to a workflow's move inside its transaction; throwing refuses the move. */
export type WorkflowHook = (tx: Queryable, move: WorkflowMove) => Promise<void>;

const hooks = new Map<WorkflowEvent, WorkflowHook[]>();

/** Calls `hook` after every move by `event` (once, however often it is registered). */
export function onWorkflowEvent(event: WorkflowEvent, hook: WorkflowHook): void {
  const list = hooks.get(event) ?? [];
  if (!list.includes(hook)) hooks.set(event, [...list, hook]);
}

/** What a move needs besides the workflow and the event. */
export interface MoveOptions {
  /** The time of the move. */
  now: Date;
  /** The 409's message when the table has no such move from the workflow's status. */
  refusal?: string;
  /** The seller and price agreed by this move (`proposal_accepted`, `offer_accepted`). */
  agreed?: Agreed;
}

/**
 * Moves `workflow` (locked by the caller) by `event` caused by `actor`: a 409 when the state machine has no
 * such move from its status. Returns the workflow after the move and its hooks.
 */
export async function applyWorkflowEvent(
  tx: Queryable,
  workflow: Pick<WorkflowRow, 'id' | 'status'>,
  event: WorkflowEvent,
  actor: Actor,
  options: MoveOptions,
): Promise<WorkflowRow> {
  const { now } = options;
  const to = transition(
    workflowTransitions,
    workflow.status,
    event,
    actor,
    options.refusal ?? 'The workflow cannot make this move now',
  );
  const moved = await moveWorkflowRow(
    tx,
    { id: workflow.id, from: workflow.status, to, event, actor },
    now,
    options.agreed,
  );
  for (const hook of hooks.get(event) ?? []) {
    await hook(tx, { workflow: moved, event, actor, from: workflow.status, at: now });
  }
  return moved;
}
