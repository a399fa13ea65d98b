import type { LinkRequestStatus } from '@robomarket/api-client/enums';
import type { Queryable } from '../../db/db.ts';
import type { ListCursor } from '../../lib/list-cursor.ts';

/** A link request with the subsidiary's name and the requester's e-mail, as the contract's. */
export interface LinkRequest {
  id: string;
  business_id: string;
  business_name: string;
  parent_business_id: string;
  requested_by: string | null;
  requested_by_email: string;
  status: LinkRequestStatus;
  created_at: Date;
  decided_at: Date | null;
}

const linkRequestColumns = `r.id, r.business_id, b.name AS business_name, r.parent_business_id, r.requested_by,
  coalesce(u.email, '') AS requested_by_email, r.status, r.created_at, r.decided_at`;
const linkRequestJoins = `business_link_requests r JOIN businesses b ON b.id = r.business_id
  LEFT JOIN user_accounts u ON u.id = r.requested_by`;

/**
 * Asks for `parentBusinessId` to become the parent of a subsidiary: a pending request, stored alike
 * whether that parent exists or not. A new request replaces a pending one of the same subsidiary.
 */
export async function insertLinkRequest(
  tx: Queryable,
  businessId: string,
  parentBusinessId: string,
  requestedBy: string,
  now: Date,
): Promise<void> {
  await tx.query(
    `UPDATE business_link_requests SET status = 'DECLINED', decided_at = $2
      WHERE business_id = $1 AND status = 'PENDING'`,
    [businessId, now],
  );
  await tx.query(
    `INSERT INTO business_link_requests (business_id, parent_business_id, requested_by, created_at)
     VALUES ($1, $2, $3, $4)`,
    [businessId, parentBusinessId, requestedBy, now],
  );
}

/** A page of the pending requests naming a business as parent, newest first; one more than `limit`. */
export async function listPendingLinkRequests(
  db: Queryable,
  parentBusinessId: string,
  limit: number,
  after: ListCursor | undefined,
): Promise<LinkRequest[]> {
  return db.query<LinkRequest>(
    `SELECT ${linkRequestColumns} FROM ${linkRequestJoins}
      WHERE r.parent_business_id = $1 AND r.status = 'PENDING'
        AND ($2::timestamptz IS NULL OR (r.created_at, r.id) < ($2::timestamptz, $3::uuid))
      ORDER BY r.created_at DESC, r.id DESC
      LIMIT $4`,
    [parentBusinessId, after?.createdAt ?? null, after?.id ?? null, limit + 1],
  );
}

/** A request to a parent, its row locked until the transaction ends. */
export async function lockLinkRequest(
  tx: Queryable,
  parentBusinessId: string,
  id: string,
): Promise<LinkRequest | undefined> {
  const [row] = await tx.query<LinkRequest>(
    `SELECT ${linkRequestColumns} FROM ${linkRequestJoins}
      WHERE r.id = $1 AND r.parent_business_id = $2
      FOR UPDATE OF r`,
    [id, parentBusinessId],
  );
  return row;
}

/** Records the decision on a request. */
export async function decideLinkRequest(
  tx: Queryable,
  id: string,
  status: Exclude<LinkRequestStatus, 'PENDING'>,
  decidedBy: string,
  now: Date,
): Promise<void> {
  await tx.query(
    'UPDATE business_link_requests SET status = $2, decided_at = $3, decided_by = $4 WHERE id = $1',
    [id, status, now, decidedBy],
  );
}

/** Whether `ancestorId` is `businessId` or one of its parents, grandparents, ... (a link would loop). */
export async function isAncestorOrSelf(
  db: Queryable,
  businessId: string,
  ancestorId: string,
): Promise<boolean> {
  const rows = await db.query(
    `WITH RECURSIVE chain (id, parent_business_id, depth) AS (
       SELECT id, parent_business_id, 0 FROM businesses WHERE id = $1
       UNION ALL
       SELECT b.id, b.parent_business_id, c.depth + 1
         FROM businesses b JOIN chain c ON b.id = c.parent_business_id
        WHERE c.depth < 100
     )
     SELECT 1 FROM chain WHERE id = $2`,
    [businessId, ancestorId],
  );
  return rows.length > 0;
}

/** Sets a subsidiary's parent. */
export async function setParentBusiness(tx: Queryable, businessId: string, parentBusinessId: string) {
  await tx.query('UPDATE businesses SET parent_business_id = $2 WHERE id = $1', [
    businessId,
    parentBusinessId,
  ]);
}

/** How many link requests there are (tests assert that refused requests wrote nothing). */
export async function countLinkRequests(db: Queryable): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM business_link_requests',
  );
  return row?.count ?? 0;
}
