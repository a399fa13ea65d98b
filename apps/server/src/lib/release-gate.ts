// The gate every automatic release of escrow passes (ADR 0100). The payments module asks it before the timer
// releases held funds once the inspection period ended; the iot module, whose acceptance tests may hold a
// release until the delivered units pass, plugs its rule in at start-up through `setReleaseGate`. Without a
// gate (a server built without the iot module) nothing is held.
import type { Queryable } from '../db/db.ts';

/** The rules that may hold an automatic release, plugged in by the iot module. */
export interface ReleaseGate {
  /** Whether the automatic release of workflow `workflowId`'s escrow must wait (in `tx`, under its lock). */
  holds(tx: Queryable, workflowId: string): Promise<boolean>;
}

let gate: ReleaseGate | undefined;

/** Plugs the rules in (the iot module, once). */
export function setReleaseGate(next: ReleaseGate): void {
  gate = next;
}

/** The gate; one that never holds a release when none is plugged in. */
export function releaseGate(): ReleaseGate {
  return gate ?? { holds: async () => false };
}
