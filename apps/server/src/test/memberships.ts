import type { Queryable } from '../db/db.ts';

/**
 * Makes a user a member of a business by writing the membership row directly, so tests that need a
 * colleague do not depend on how memberships are granted (by an ADMIN today, by invitation later).
 */
export async function addMembership(
  db: Queryable,
  businessId: string,
  userId: string,
  role: 'ADMIN' | 'MEMBER',
  now = new Date(),
): Promise<void> {
  await db.query(
    'INSERT INTO business_members (business_id, user_id, role, created_at) VALUES ($1, $2, $3, $4)',
    [businessId, userId, role, now],
  );
}
