import type { BusinessRole, InvitationStatus, MembershipRole } from '@robomarket/api-client/enums';
import type { Queryable } from '../../db/db.ts';
import type { ListCursor } from '../../lib/list-cursor.ts';
import { type MemberGrant, summaryRole } from './repository.ts';

/** An invitation with its business's name and logo, as the contract's `BusinessInvitation`. */
export interface Invitation {
  id: string;
  business_id: string;
  business_name: string;
  logo_url: string | null;
  email: string;
  role: MembershipRole;
  roles: BusinessRole[];
  spending_limit_minor: string | null;
  spending_limit_currency: string | null;
  status: InvitationStatus;
  created_at: Date;
  expires_at: Date;
}

const invitationColumns = `i.id, i.business_id, b.name AS business_name, b.logo_url, i.email,
  ${summaryRole('i.roles')} AS role, i.roles, i.spending_limit_minor::text AS spending_limit_minor,
  i.spending_limit_currency, i.status, i.created_at, i.expires_at`;

/** Whether a user with this e-mail is a member of the business. */
export async function isMemberByEmail(db: Queryable, businessId: string, email: string): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM business_members m JOIN user_accounts u ON u.id = m.user_id
      WHERE m.business_id = $1 AND lower(u.email) = $2`,
    [businessId, email],
  );
  return rows.length > 0;
}

/** Creates a pending invitation, or renews the pending one to the same business and e-mail. */
export async function upsertInvitation(
  tx: Queryable,
  invitation: { businessId: string; email: string; grant: MemberGrant; invitedBy: string },
  now: Date,
  expiresAt: Date,
): Promise<Invitation> {
  const [row] = await tx.query<Invitation>(
    `WITH saved AS (
       INSERT INTO business_invitations (business_id, email, roles, spending_limit_minor, spending_limit_currency,
                                         invited_by, created_at, expires_at)
       VALUES ($1, $2, $3::text[], $4::bigint, $5, $6, $7, $8)
       ON CONFLICT (business_id, email) WHERE status = 'PENDING'
       DO UPDATE SET roles = EXCLUDED.roles, spending_limit_minor = EXCLUDED.spending_limit_minor,
                     spending_limit_currency = EXCLUDED.spending_limit_currency, invited_by = EXCLUDED.invited_by,
                     created_at = EXCLUDED.created_at, expires_at = EXCLUDED.expires_at
       RETURNING *
     )
     SELECT ${invitationColumns} FROM saved i JOIN businesses b ON b.id = i.business_id`,
    [
      invitation.businessId,
      invitation.email,
      invitation.grant.roles,
      invitation.grant.limitMinor,
      invitation.grant.limitCurrency,
      invitation.invitedBy,
      now,
      expiresAt,
    ],
  );
  if (row === undefined) throw new Error('INSERT INTO business_invitations returned no row');
  return row;
}

/**
 * A page of the pending, unexpired invitations to an e-mail (`{ email }`, the invitee's) or from a business
 * (`{ businessId }`, its members'), newest first; one more than `limit` says there is more.
 */
export async function listPendingInvitations(
  db: Queryable,
  to: { email: string } | { businessId: string },
  now: Date,
  limit: number,
  after: ListCursor | undefined,
): Promise<Invitation[]> {
  const [column, value] = 'email' in to ? ['i.email', to.email] : ['i.business_id', to.businessId];
  return db.query<Invitation>(
    `SELECT ${invitationColumns}
       FROM business_invitations i JOIN businesses b ON b.id = i.business_id
      WHERE ${column} = $1 AND i.status = 'PENDING' AND i.expires_at > $2
        AND ($3::timestamptz IS NULL OR (i.created_at, i.id) < ($3::timestamptz, $4::uuid))
      ORDER BY i.created_at DESC, i.id DESC
      LIMIT $5`,
    [value, now, after?.createdAt ?? null, after?.id ?? null, limit + 1],
  );
}

/**
 * Withdraws a business's pending invitation in one statement (an accept racing it finds it decided, or this
 * finds it accepted); resolves what it offered, or undefined when it was not pending.
 */
export async function withdrawInvitation(
  db: Queryable,
  businessId: string,
  id: string,
  now: Date,
): Promise<{ email: string; roles: BusinessRole[] } | undefined> {
  const [row] = await db.query<{ email: string; roles: BusinessRole[] }>(
    `UPDATE business_invitations SET status = 'WITHDRAWN', decided_at = $3
      WHERE id = $1 AND business_id = $2 AND status = 'PENDING'
      RETURNING email, roles`,
    [id, businessId, now],
  );
  return row;
}

/**
 * Marks a pending, unexpired invitation to `email` as decided, in one statement; resolves the business and
 * grant it offered, or undefined when there is no such invitation.
 */
export async function decideInvitation(
  db: Queryable,
  id: string,
  email: string,
  status: Exclude<InvitationStatus, 'PENDING'>,
  now: Date,
): Promise<{ business_id: string; grant: MemberGrant } | undefined> {
  const [row] = await db.query<{
    business_id: string;
    roles: BusinessRole[];
    spending_limit_minor: string | null;
    spending_limit_currency: string | null;
  }>(
    `UPDATE business_invitations SET status = $3, decided_at = $4
      WHERE id = $1 AND email = $2 AND status = 'PENDING' AND expires_at > $4
      RETURNING business_id, roles, spending_limit_minor::text AS spending_limit_minor, spending_limit_currency`,
    [id, email, status, now],
  );
  if (row === undefined) return undefined;
  return {
    business_id: row.business_id,
    grant: {
      roles: row.roles,
      limitMinor: row.spending_limit_minor,
      limitCurrency: row.spending_limit_currency,
    },
  };
}

/** How many invitations there are (tests assert that refused requests wrote nothing). */
export async function countInvitations(db: Queryable): Promise<number> {
  const [row] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM business_invitations');
  return row?.count ?? 0;
}
