// Who a request acts for (ADR 0089): a member acts for the business they chose last in the header's
// switcher (else the one they joined first), with their roles in it; a user without a business (a
// customer) acts for themselves. Every operation that changes a business's work asks `requireRole`.
import type { BusinessRole } from '@robomarket/api-client/enums';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/db.ts';
import { ApiError } from '../../lib/api-error.ts';
import { currentUser } from '../../lib/current-user.ts';

/** The caller and the business they act for. */
export interface Actor {
  userId: string;
  /** The business acted for; null for a user without one (they act for themselves, with every right). */
  businessId: string | null;
  businessName: string | null;
  /** The caller's roles in that business (empty without one). */
  roles: BusinessRole[];
}

/** The actor of user `userId`: the membership chosen last (`acting_memberships`), else none. */
export async function actorOf(db: Queryable, userId: string): Promise<Actor> {
  const [row] = await db.query<{ business_id: string; name: string; roles: BusinessRole[] }>(
    `SELECT a.business_id, b.name, a.roles
       FROM acting_memberships a JOIN businesses b ON b.id = a.business_id
      WHERE a.user_id = $1`,
    [userId],
  );
  if (row === undefined) return { userId, businessId: null, businessName: null, roles: [] };
  return { userId, businessId: row.business_id, businessName: row.name, roles: row.roles };
}

/** The signed-in caller's actor. */
export const actingFor = (request: FastifyRequest, db: Queryable): Promise<Actor> =>
  actorOf(db, currentUser(request).id);

/** Whether the actor may do what needs one of `roles` (a user without a business acts with every right). */
export const mayAct = (actor: Actor, roles: readonly BusinessRole[]): boolean =>
  actor.businessId === null || roles.some((role) => actor.roles.includes(role));

/** Throws the 403 of an actor whose roles do not allow what needs one of `roles`. */
export function requireRole(actor: Actor, roles: readonly BusinessRole[]): void {
  if (mayAct(actor, roles)) return;
  throw new ApiError(
    403,
    'forbidden',
    `Your role in ${actor.businessName ?? 'this business'} does not allow this: it needs ${roles.join(' or ')}`,
  );
}
