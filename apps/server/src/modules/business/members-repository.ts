import type { BusinessRole, MembershipRole } from '@robomarket/api-client/enums';
import type { Queryable } from '../../db/db.ts';
import type { ListCursor } from '../../lib/list-cursor.ts';
import { type MemberGrant, summaryRole } from './repository.ts';

/** A member with their name and e-mail, as the contract's `BusinessMember`. */
export interface BusinessMember {
  id: string;
  business_id: string;
  user_id: string;
  email: string;
  first_name: string;
  last_name: string;
  role: MembershipRole;
  roles: BusinessRole[];
  spending_limit_minor: string | null;
  spending_limit_currency: string | null;
  created_at: Date;
}

const memberColumns = `m.id, m.business_id, m.user_id, u.email, u.first_name, u.last_name,
  ${summaryRole('m.roles')} AS role, m.roles, m.spending_limit_minor::text AS spending_limit_minor,
  m.spending_limit_currency, m.created_at`;

/** A page of a business's members, newest first; one more than `limit` says there is more. */
export async function listMembers(
  db: Queryable,
  businessId: string,
  limit: number,
  after: ListCursor | undefined,
): Promise<BusinessMember[]> {
  return db.query<BusinessMember>(
    `SELECT ${memberColumns}
       FROM business_members m JOIN user_accounts u ON u.id = m.user_id
      WHERE m.business_id = $1
        AND ($2::timestamptz IS NULL OR (m.created_at, m.id) < ($2::timestamptz, $3::uuid))
      ORDER BY m.created_at DESC, m.id DESC
      LIMIT $4`,
    [businessId, after?.createdAt ?? null, after?.id ?? null, limit + 1],
  );
}

/** One member of a business by membership id. */
export async function findMember(
  db: Queryable,
  businessId: string,
  memberId: string,
): Promise<BusinessMember | undefined> {
  const [row] = await db.query<BusinessMember>(
    `SELECT ${memberColumns}
       FROM business_members m JOIN user_accounts u ON u.id = m.user_id
      WHERE m.business_id = $1 AND m.id = $2`,
    [businessId, memberId],
  );
  return row;
}

/** How many ADMINs a business has (call with the business row locked). */
export async function countAdmins(db: Queryable, businessId: string): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM business_members WHERE business_id = $1 AND 'ADMIN' = ANY (roles)`,
    [businessId],
  );
  return row?.count ?? 0;
}

/** Deletes a membership. */
export async function deleteMember(db: Queryable, memberId: string): Promise<void> {
  await db.query('DELETE FROM business_members WHERE id = $1', [memberId]);
}

/** Sets a member's roles and spending limit. */
export async function setMemberGrant(db: Queryable, memberId: string, grant: MemberGrant): Promise<void> {
  await db.query(
    `UPDATE business_members SET roles = $2::text[], spending_limit_minor = $3::bigint, spending_limit_currency = $4
      WHERE id = $1`,
    [memberId, grant.roles, grant.limitMinor, grant.limitCurrency],
  );
}

/** Whether the user is a member of the business (the business a product is listed under). */
export async function isMemberOf(db: Queryable, businessId: string, userId: string): Promise<boolean> {
  const rows = await db.query(
    'SELECT 1 FROM business_members WHERE business_id = $1 AND user_id = $2 LIMIT 1',
    [businessId, userId],
  );
  return rows.length > 0;
}
