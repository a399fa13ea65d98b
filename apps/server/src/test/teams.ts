// Teams for ownership tests (ADR 0090): colleagues who act for a business with given roles, and a member
// removed through the API.
import type { BusinessRole } from '@robomarket/api-client/enums';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/db.ts';
import { registerCustomer, type Session } from './accounts.ts';
import { addMembership } from './memberships.ts';
import { send } from './procurement.ts';

/**
 * Makes `session`'s user a member of `businessId` with `roles` and has them act for it (as if they had chosen
 * it in the header's switcher), even when they have a business of their own.
 */
export async function actFor(
  db: Queryable,
  businessId: string,
  session: Session,
  roles: readonly BusinessRole[],
): Promise<void> {
  await addMembership(db, businessId, session.user.id, roles);
  await db.query('UPDATE business_members SET chosen_at = now() WHERE business_id = $1 AND user_id = $2', [
    businessId,
    session.user.id,
  ]);
}

/** A new colleague: an account registered with `names` that acts for `businessId` with `roles`. */
export async function newColleague(
  app: FastifyInstance,
  db: Queryable,
  businessId: string,
  roles: readonly BusinessRole[],
  names: Parameters<typeof registerCustomer>[1] = {},
): Promise<Session> {
  const colleague = await registerCustomer(app, names);
  await actFor(db, businessId, colleague, roles);
  return colleague;
}

/** The ADMIN `admin` removes the member `userId` from `businessId` through the API; throws unless 204. */
export async function removeMember(
  app: FastifyInstance,
  db: Queryable,
  admin: Session,
  businessId: string,
  userId: string,
): Promise<void> {
  const [row] = await db.query<{ id: string }>(
    'SELECT id FROM business_members WHERE business_id = $1 AND user_id = $2',
    [businessId, userId],
  );
  if (row === undefined) throw new Error('no such member');
  const response = await send(app, 'DELETE', `/v2/business/${businessId}/members/${row.id}`, admin);
  if (response.statusCode !== 204)
    throw new Error(`remove answered ${response.statusCode}: ${response.body}`);
}

/** The id of the business `session` registered with. */
export function businessOf(session: Session): string {
  const id = session.memberships[0]?.business_id;
  if (id === undefined) throw new Error('the session has no business');
  return id;
}
