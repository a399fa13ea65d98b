// Other modules follow sent invitations (the notifications module tells the invitee, ADR 0096) without the
// business module depending on them: a hook runs in the invitation's transaction.
import type { Queryable } from '../../db/db.ts';

/** An invitation just sent, as hooks hear it. */
export interface SentInvitation {
  id: string;
  businessId: string;
  /** The invited address, lower-case (it may have no account). */
  email: string;
  invitedBy: string;
}

export type InvitationHook = (tx: Queryable, invitation: SentInvitation, at: Date) => Promise<void>;

const hooks: InvitationHook[] = [];

/** Calls `hook` after every invitation sent (once, however often it is registered). */
export function onInvitationSent(hook: InvitationHook): void {
  if (!hooks.includes(hook)) hooks.push(hook);
}

/** Runs the hooks for an invitation just sent, in its transaction. */
export async function invitationSent(tx: Queryable, invitation: SentInvitation, at: Date): Promise<void> {
  for (const hook of hooks) await hook(tx, invitation, at);
}
