import type { BusinessRole } from '@robomarket/api-client/enums';
import type { Queryable } from '../db/db.ts';

/**
 * Makes a user a member of a business by writing the membership row directly, so tests that need a
 * colleague do not depend on how memberships are granted (by an ADMIN today, by invitation later).
 */
export async function addMembership(
  db: Queryable,
  businessId: string,
  userId: string,
  role: 'ADMIN' | 'MEMBER' | readonly BusinessRole[],
  now = new Date(),
): Promise<void> {
  const roles =
    role === 'ADMIN'
      ? ['ADMIN', 'PURCHASER', 'SALES', 'APPROVER']
      : role === 'MEMBER'
        ? ['PURCHASER', 'SALES']
        : role;
  await db.query(
    'INSERT INTO business_members (business_id, user_id, roles, created_at) VALUES ($1, $2, $3::text[], $4)',
    [businessId, userId, roles, now],
  );
}
