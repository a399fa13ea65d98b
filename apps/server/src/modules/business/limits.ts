// A member's own spending limit (ADR 0091): what they may award without an approval. The approvals
// module weighs awards against it; only this module reads the members' table.
import type { Queryable } from '../../db/db.ts';

/** A limit in minor units of its currency. */
export interface MemberLimit {
  amountMinor: bigint;
  currency: string;
}

/** User `userId`'s spending limit in business `businessId`; null when they have none of their own. */
export async function memberLimitOf(
  db: Queryable,
  businessId: string,
  userId: string,
): Promise<MemberLimit | null> {
  const [row] = await db.query<{ amount: string | null; currency: string | null }>(
    `SELECT spending_limit_minor::text AS amount, spending_limit_currency AS currency
       FROM business_members WHERE business_id = $1 AND user_id = $2`,
    [businessId, userId],
  );
  if (row === undefined || row.amount === null || row.currency === null) return null;
  return { amountMinor: BigInt(row.amount), currency: row.currency };
}
