import {
  type BusinessRole,
  type BusinessType,
  founderBusinessRoleValues,
  type MembershipRole,
  memberBusinessRoleValues,
} from '@robomarket/api-client/enums';
import type { Queryable } from '../../db/db.ts';
import { insertLinkRequest } from './link-requests-repository.ts';

/** A business row. */
export interface Business {
  id: string;
  name: string;
  logo_url: string | null;
  business_type: BusinessType;
  parent_business_id: string | null;
  billing_address: string | null;
  shipping_address: string | null;
  tax_id: string | null;
  created_at: Date;
}

/** A user's membership with the business's name and logo, as the contract's `Membership`. */
export interface Membership {
  id: string;
  business_id: string;
  role: MembershipRole;
  roles: BusinessRole[];
  name: string;
  logo_url: string | null;
}

/** What a new member gets: roles and an optional spending limit. */
export interface MemberGrant {
  roles: readonly BusinessRole[];
  limitMinor: string | null;
  limitCurrency: string | null;
}

/** Every role but VIEWER: what a business's founder holds. */
export const founderRoles: readonly BusinessRole[] = founderBusinessRoleValues;

/** The roles an older client's `role` stands for. */
export const rolesOfSummary = (role: MembershipRole): BusinessRole[] => [
  ...(role === 'ADMIN' ? founderBusinessRoleValues : memberBusinessRoleValues),
];

/** The contract's `MembershipRole` summary of a member's roles. */
export const roleSummary = (roles: readonly BusinessRole[]): MembershipRole =>
  roles.includes('ADMIN') ? 'ADMIN' : 'MEMBER';

/** SQL: the `MembershipRole` summary of the roles column `roles`. */
export const summaryRole = (roles: string) =>
  `CASE WHEN 'ADMIN' = ANY (${roles}) THEN 'ADMIN' ELSE 'MEMBER' END`;

/** A new business's columns. */
export interface NewBusiness {
  name: string;
  businessType: BusinessType;
  logoUrl?: string | null;
  parentBusinessId?: string | null;
}

const businessColumns = `b.id, b.name, b.logo_url, b.business_type, b.parent_business_id, b.billing_address,
  b.shipping_address, b.tax_id, b.created_at`;

/** The account details an ADMIN changes; a field left out stays, null clears it (not the name). */
export interface BusinessChanges {
  name?: string | undefined;
  logo_url?: string | null | undefined;
  billing_address?: string | null | undefined;
  shipping_address?: string | null | undefined;
  tax_id?: string | null | undefined;
}

/** The fields of `BusinessChanges`, in the order they are shown. */
export const businessDetailFields = [
  'name',
  'logo_url',
  'billing_address',
  'shipping_address',
  'tax_id',
] as const;

/** Changes a business's account details (call with its row locked); resolves the row as it is now. */
export async function updateBusinessDetails(
  db: Queryable,
  id: string,
  changes: BusinessChanges,
): Promise<Business> {
  const set = businessDetailFields.filter((field) => changes[field] !== undefined);
  const [row] = await db.query<Business>(
    `UPDATE businesses AS b SET ${set.map((field, index) => `${field} = $${index + 2}`).join(', ')}
      WHERE b.id = $1 RETURNING ${businessColumns}`,
    [id, ...set.map((field) => changes[field] ?? null)],
  );
  if (row === undefined) throw new Error('UPDATE businesses returned no row');
  return row;
}

/** Inserts a business. */
export async function insertBusiness(db: Queryable, business: NewBusiness, now: Date): Promise<Business> {
  const [row] = await db.query<Business>(
    `INSERT INTO businesses AS b (name, logo_url, business_type, parent_business_id, created_at)
     VALUES ($1, $2, $3, $4, $5)
     RETURNING ${businessColumns}`,
    [business.name, business.logoUrl ?? null, business.businessType, business.parentBusinessId ?? null, now],
  );
  if (row === undefined) throw new Error('INSERT INTO businesses returned no row');
  return row;
}

/** Adds a member; resolves undefined when the user is a member already. */
export async function insertMember(
  db: Queryable,
  businessId: string,
  userId: string,
  grant: MemberGrant,
  now: Date,
): Promise<Membership | undefined> {
  const [row] = await db.query<Membership>(
    `WITH inserted AS (
       INSERT INTO business_members (business_id, user_id, roles, spending_limit_minor, spending_limit_currency,
                                     created_at)
       VALUES ($1, $2, $3::text[], $4::bigint, $5, $6)
       ON CONFLICT (business_id, user_id) DO NOTHING
       RETURNING id, business_id, roles
     )
     SELECT i.id, i.business_id, ${summaryRole('i.roles')} AS role, i.roles, b.name, b.logo_url
       FROM inserted i JOIN businesses b ON b.id = i.business_id`,
    [businessId, userId, grant.roles, grant.limitMinor, grant.limitCurrency, now],
  );
  return row;
}

/** A user's memberships, oldest first (the business a user registered with comes first). */
export async function listMemberships(db: Queryable, userId: string): Promise<Membership[]> {
  return db.query<Membership>(
    `SELECT m.id, m.business_id, ${summaryRole('m.roles')} AS role, m.roles, b.name, b.logo_url
       FROM business_members m JOIN businesses b ON b.id = m.business_id
      WHERE m.user_id = $1
      ORDER BY m.created_at, m.id`,
    [userId],
  );
}

/** A business and the caller's role in it (null when not a member). */
export interface BusinessAccess {
  business: Business;
  memberRole: MembershipRole | null;
  /** The caller's roles in it (empty when not a member). */
  memberRoles: BusinessRole[];
}

/** A business by id with the user's membership role, or undefined when there is no such business. */
export async function findBusinessAccess(
  db: Queryable,
  businessId: string,
  userId: string,
): Promise<BusinessAccess | undefined> {
  const [row] = await db.query<Business & { member_roles: BusinessRole[] | null }>(
    `SELECT ${businessColumns}, m.roles AS member_roles
       FROM businesses b LEFT JOIN business_members m ON m.business_id = b.id AND m.user_id = $2
      WHERE b.id = $1`,
    [businessId, userId],
  );
  if (row === undefined) return undefined;
  const { member_roles, ...business } = row;
  const memberRoles = member_roles ?? [];
  return { business, memberRole: member_roles === null ? null : roleSummary(memberRoles), memberRoles };
}

/** Where a page of businesses starts: after this business in newest-first order. */
export interface BusinessCursor {
  createdAt: Date;
  id: string;
}

/** A page of the businesses a user is a member of, newest first; one more than `limit` says there is more. */
export async function listBusinessesOfUser(
  db: Queryable,
  userId: string,
  limit: number,
  after: BusinessCursor | undefined,
): Promise<Business[]> {
  return db.query<Business>(
    `SELECT ${businessColumns}
       FROM businesses b JOIN business_members m ON m.business_id = b.id AND m.user_id = $1
      WHERE $2::timestamptz IS NULL OR (b.created_at, b.id) < ($2::timestamptz, $3::uuid)
      ORDER BY b.created_at DESC, b.id DESC
      LIMIT $4`,
    [userId, after?.createdAt ?? null, after?.id ?? null, limit + 1],
  );
}

/** How many businesses and memberships there are (tests assert that refused requests wrote nothing). */
export async function countBusinessRows(db: Queryable): Promise<{ businesses: number; members: number }> {
  const [row] = await db.query<{ businesses: number; members: number }>(
    `SELECT (SELECT count(*)::int FROM businesses) AS businesses,
            (SELECT count(*)::int FROM business_members) AS members`,
  );
  return row ?? { businesses: 0, members: 0 };
}

/**
 * Creates a business with `adminUserId` as its ADMIN member, and, when it names a parent it may not link to
 * on its own (`requestedParentId`), a pending link request for that parent's ADMINs: the one way a business
 * comes to exist (a business sign-up, `POST /v2/business`). Run it inside the caller's transaction.
 */
export async function openBusiness(
  db: Queryable,
  business: NewBusiness & { requestedParentId?: string | undefined },
  adminUserId: string,
  now: Date,
): Promise<Business> {
  const { requestedParentId, ...columns } = business;
  const created = await insertBusiness(db, columns, now);
  await insertMember(
    db,
    created.id,
    adminUserId,
    { roles: founderRoles, limitMinor: null, limitCurrency: null },
    now,
  );
  if (requestedParentId !== undefined) {
    await insertLinkRequest(db, created.id, requestedParentId, adminUserId, now);
  }
  return created;
}

/**
 * Makes `businessId` the business user `userId` acts for: its membership's `chosen_at` becomes `now` and
 * the user's other memberships forget theirs, in one statement, so two choices at once leave exactly one.
 * Resolves false (nothing changed) when the user is not a member of that business.
 */
export async function chooseActingBusiness(
  db: Queryable,
  userId: string,
  businessId: string,
  now: Date,
): Promise<boolean> {
  const rows = await db.query<{ business_id: string }>(
    `UPDATE business_members m
        SET chosen_at = CASE WHEN m.business_id = $2 THEN $3::timestamptz END
      WHERE m.user_id = $1
        AND EXISTS (SELECT 1 FROM business_members c WHERE c.user_id = $1 AND c.business_id = $2)
      RETURNING m.business_id`,
    [userId, businessId, now],
  );
  return rows.some((row) => row.business_id === businessId);
}

/**
 * Up to `limit` businesses (id and name only) whose name matches the ILIKE pattern `contains`, those
 * matching `startsWith` first, then by name.
 */
export function searchBusinessNames(
  db: Queryable,
  contains: string,
  startsWith: string,
  limit: number,
): Promise<Array<{ id: string; name: string }>> {
  return db.query<{ id: string; name: string }>(
    `SELECT b.id, b.name FROM businesses b
      WHERE b.name ILIKE $1
      ORDER BY (b.name ILIKE $2) DESC, lower(b.name), b.id
      LIMIT $3`,
    [contains, startsWith, limit],
  );
}
