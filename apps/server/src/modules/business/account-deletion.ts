// What the deletion of an account (ADR 0097) asks of businesses: whom it would leave without an ADMIN, and
// taking the person out of every business.
import type { Queryable } from '../../db/db.ts';

/**
 * The names of the businesses whose only ADMIN is this user (the deletion waits for another ADMIN). Call it in
 * the deletion's transaction: it locks the businesses the user is an ADMIN of (in id order, as a member's
 * change locks its business), so two ADMINs leaving at once cannot both go.
 */
export async function businessesSolelyAdministeredBy(db: Queryable, userId: string): Promise<string[]> {
  await db.query(
    `SELECT b.id FROM businesses b
      WHERE b.id IN (SELECT business_id FROM business_members WHERE user_id = $1 AND 'ADMIN' = ANY (roles))
      ORDER BY b.id FOR UPDATE`,
    [userId],
  );
  const rows = await db.query<{ name: string }>(
    `SELECT b.name FROM business_members m JOIN businesses b ON b.id = m.business_id
      WHERE m.user_id = $1 AND 'ADMIN' = ANY (m.roles)
        AND NOT EXISTS (SELECT 1 FROM business_members o
                         WHERE o.business_id = m.business_id AND o.user_id <> $1 AND 'ADMIN' = ANY (o.roles))
      ORDER BY b.name`,
    [userId],
  );
  return rows.map((row) => row.name);
}

/** Removes the user from every business they belong to. */
export async function leaveAllBusinesses(db: Queryable, userId: string): Promise<void> {
  await db.query('DELETE FROM business_members WHERE user_id = $1', [userId]);
}
