// The seller directory (issue 25, ADR 0087): the sellers a buyer can name on a DIRECT_ORDER or CUSTOM_ORDER,
// found by name. It shows names and how many products each lists; never an e-mail address. The business owns
// the work (ADR 0089): a selling business is one row, answered for by one of its members (acting for it,
// with SALES, joined first), whose id invites the business; a seller without a business is its own row.
import { sellerRoleValues } from '@robomarket/api-client/enums';
import type { Queryable } from '../../db/db.ts';
import { currentUser } from '../../lib/current-user.ts';
import { likePattern } from '../../lib/like-pattern.ts';
import { cursorJson, invalidCursor, pageSize, uuidText } from '../../lib/list-cursor.ts';
import type { OperationHandler } from '../../plugins/openapi/operation.ts';

/** A seller as the directory lists it. */
interface SellerRow {
  id: string;
  business_id: string | null;
  person_name: string;
  business_name: string | null;
  product_count: number;
  /** The sort key: the business's name, else the person's, lower-cased. */
  sort_name: string;
}

/** Where a page of the directory starts: after this sort name and id. */
interface SellerCursor {
  sortName: string;
  id: string;
}

/** The directory's cursor: an object, so no cursor of a newest-first list (an array) passes for one. */
const encodeSellerCursor = (row: SellerRow) =>
  Buffer.from(JSON.stringify({ name: row.sort_name, id: row.id })).toString('base64url');

/** Reads back a directory cursor; anything else is the 400 of `invalidCursor`. */
function decodeSellerCursor(cursor: string): SellerCursor {
  const value = cursorJson(cursor);
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const { name, id } = value as Record<string, unknown>;
    if (
      typeof name === 'string' &&
      name.length <= 400 &&
      !name.includes('\u0000') &&
      typeof id === 'string' &&
      uuidText.test(id) &&
      Object.keys(value).length === 2
    ) {
      return { sortName: name, id };
    }
  }
  throw invalidCursor('the seller directory');
}

/**
 * A page of selling businesses and business-less sellers, by name, leaving out `callerId` and the business
 * it acts for; one more than `limit` says there is more.
 */
async function listSellerRows(
  db: Queryable,
  callerId: string,
  q: string | undefined,
  limit: number,
  after: SellerCursor | undefined,
): Promise<SellerRow[]> {
  const params: unknown[] = [callerId, sellerRoleValues];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where: string[] = [];
  const query = q?.trim() ?? '';
  if (query !== '') {
    const pattern = param(likePattern(query));
    where.push(`(s.person_name ILIKE ${pattern} OR s.business_name ILIKE ${pattern})`);
  }
  if (after !== undefined) {
    where.push(`(s.sort_name COLLATE "C", s.id) > (${param(after.sortName)}, ${param(after.id)}::uuid)`);
  }
  params.push(limit + 1);
  return db.query<SellerRow>(
    `WITH answering AS (
       SELECT DISTINCT ON (m.business_id) m.user_id, m.business_id, b.name
         FROM business_memberships m
         JOIN business_profiles b ON b.id = m.business_id
         JOIN user_accounts u ON u.id = m.user_id AND u.role = ANY($2::text[])
         LEFT JOIN acting_memberships a ON a.user_id = m.user_id
        WHERE m.user_id <> $1
          AND m.business_id IS DISTINCT FROM (SELECT c.business_id FROM acting_memberships c WHERE c.user_id = $1)
        ORDER BY m.business_id, (a.business_id = m.business_id) DESC, ('SALES' = ANY (m.roles)) DESC,
                 m.created_at, m.id
     ), directory AS (
       SELECT r.user_id AS id, r.business_id, n.person_name, r.name AS business_name, lower(r.name) AS sort_name,
              (SELECT count(*)::int FROM products p WHERE p.business_id = r.business_id) AS product_count
         FROM answering r JOIN party_names n ON n.user_id = r.user_id
       UNION ALL
       SELECT u.id, NULL, n.person_name, NULL, lower(n.person_name),
              (SELECT count(*)::int FROM products p WHERE p.seller_id = u.id)
         FROM user_accounts u JOIN party_names n ON n.user_id = u.id
        WHERE u.id <> $1 AND u.role = ANY($2::text[])
          AND NOT EXISTS (SELECT 1 FROM business_memberships m WHERE m.user_id = u.id)
     )
     SELECT s.* FROM directory s ${where.length === 0 ? '' : `WHERE ${where.join(' AND ')}`}
     ORDER BY s.sort_name COLLATE "C", s.id LIMIT $${params.length}`,
    params,
  );
}

/** `GET /v2/sellers`: the seller directory for any signed-in user (the caller and its business left out). */
export const listSellers: OperationHandler<'listSellers'> = {
  handle: async (request, _reply, { db }) => {
    const user = currentUser(request);
    const { query } = request;
    const limit = pageSize(query.limit);
    const after = query.cursor === undefined ? undefined : decodeSellerCursor(query.cursor);
    const rows = await listSellerRows(db, user.id, query.q, limit, after);
    const more = rows.length > limit;
    const items = rows.slice(0, limit);
    const last = items[items.length - 1];
    return {
      sellers: items.map((row) => ({
        id: row.id,
        name: row.person_name,
        businessId: row.business_id,
        businessName: row.business_name,
        productCount: row.product_count,
      })),
      next_cursor: more && last !== undefined ? encodeSellerCursor(last) : null,
    };
  },
};
