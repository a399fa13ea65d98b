import type { Queryable } from '../../db/db.ts';
import type { ListCursor } from '../../lib/list-cursor.ts';

/** A publishable key's row, as the contract's `PublishableKey` needs it. */
export interface KeyRow {
  id: string;
  business_id: string;
  key: string;
  allowed_origins: string[];
  created_by: string | null;
  creator_first_name: string | null;
  creator_last_name: string | null;
  creator_email: string | null;
  created_at: Date;
}

const columns = 'id, business_id, key, allowed_origins, created_by, created_at';

/** The key columns with its creator's name and e-mail, for a query over `publishable_keys k`. */
const listedColumns = `k.id, k.business_id, k.key, k.allowed_origins, k.created_by, u.first_name AS creator_first_name,
  u.last_name AS creator_last_name, u.email AS creator_email, k.created_at`;

/** Stores a new key. */
export async function insertKey(
  db: Queryable,
  key: { businessId: string; key: string; allowedOrigins: readonly string[]; createdBy: string },
  now: Date,
): Promise<KeyRow> {
  const [row] = await db.query<KeyRow>(
    `WITH k AS (
       INSERT INTO publishable_keys (business_id, key, allowed_origins, created_by, created_at)
       VALUES ($1, $2, $3::text[], $4, $5) RETURNING ${columns}
     )
     SELECT ${listedColumns} FROM k LEFT JOIN user_accounts u ON u.id = k.created_by`,
    [key.businessId, key.key, key.allowedOrigins, key.createdBy, now],
  );
  if (row === undefined) throw new Error('INSERT ... RETURNING gave no row');
  return row;
}

/** Stores a key of a chosen value (the demo's) unless that value exists already; true when stored. */
export async function insertKeyIfAbsent(
  db: Queryable,
  key: { businessId: string; key: string; allowedOrigins: readonly string[]; createdBy: string },
  now: Date,
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO publishable_keys (business_id, key, allowed_origins, created_by, created_at)
     VALUES ($1, $2, $3::text[], $4, $5) ON CONFLICT (key) DO NOTHING RETURNING id`,
    [key.businessId, key.key, key.allowedOrigins, key.createdBy, now],
  );
  return rows.length > 0;
}

/** How many live keys a business has (call with the business row locked). */
export async function countLiveKeys(db: Queryable, businessId: string): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM publishable_keys WHERE business_id = $1 AND revoked_at IS NULL',
    [businessId],
  );
  return row?.count ?? 0;
}

/** A page of a business's live keys, newest first; one more than `limit` says there is more. */
export async function listLiveKeys(
  db: Queryable,
  businessId: string,
  limit: number,
  after: ListCursor | undefined,
): Promise<KeyRow[]> {
  return db.query<KeyRow>(
    `SELECT ${listedColumns} FROM publishable_keys k LEFT JOIN user_accounts u ON u.id = k.created_by
      WHERE k.business_id = $1 AND k.revoked_at IS NULL
        AND ($2::timestamptz IS NULL OR (k.created_at, k.id) < ($2::timestamptz, $3::uuid))
      ORDER BY k.created_at DESC, k.id DESC
      LIMIT $4`,
    [businessId, after?.createdAt ?? null, after?.id ?? null, limit + 1],
  );
}

/** The business of a live key, by the key's id. */
export async function findLiveKeyBusiness(db: Queryable, id: string): Promise<string | undefined> {
  const [row] = await db.query<{ business_id: string }>(
    'SELECT business_id FROM publishable_keys WHERE id = $1 AND revoked_at IS NULL',
    [id],
  );
  return row?.business_id;
}

/** Revokes a live key; resolves its origins, or undefined when it was not live (revoked meanwhile, or never). */
export async function revokeKey(
  db: Queryable,
  id: string,
  now: Date,
): Promise<{ allowed_origins: string[] } | undefined> {
  const [row] = await db.query<{ allowed_origins: string[] }>(
    'UPDATE publishable_keys SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL RETURNING allowed_origins',
    [id, now],
  );
  return row;
}

/** The live key with this value. */
export async function findLiveKey(
  db: Queryable,
  key: string,
): Promise<{ id: string; business_id: string; allowed_origins: string[] } | undefined> {
  const [row] = await db.query<{ id: string; business_id: string; allowed_origins: string[] }>(
    'SELECT id, business_id, allowed_origins FROM publishable_keys WHERE key = $1 AND revoked_at IS NULL',
    [key],
  );
  return row;
}

/** Whether some live key allows this origin. */
export async function someLiveKeyAllows(db: Queryable, origin: string): Promise<boolean> {
  const rows = await db.query(
    'SELECT 1 FROM publishable_keys WHERE revoked_at IS NULL AND $1 = ANY (allowed_origins) LIMIT 1',
    [origin],
  );
  return rows.length > 0;
}
