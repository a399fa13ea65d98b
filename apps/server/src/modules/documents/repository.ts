import type { Queryable } from '../../db/db.ts';
import type { ListCursor } from '../../lib/list-cursor.ts';
import { inAudience, readersOfAll } from '../../lib/parties.ts';
import { inScope, scopeParam, type ThreadScope } from '../workflows/index.ts';

/** A document row. */
export interface DocumentRow {
  id: string;
  workflow_id: string;
  name: string;
  original_name: string;
  media_type: string;
  size_bytes: string;
  uploaded_by: string | null;
  /** The thread's seller; null for a document shared with every seller. */
  seller_id: string | null;
  created_at: Date;
}

const documentColumns =
  'd.id, d.workflow_id, d.name, d.original_name, d.media_type, d.size_bytes::text AS size_bytes, d.uploaded_by, d.seller_id, d.created_at';

/** A new document's columns. */
export interface NewDocument {
  workflowId: string;
  name: string;
  originalName: string;
  mediaType: string;
  sizeBytes: number;
  uploadedBy: string;
  /** The thread (its seller), or null for every seller's. */
  sellerId: string | null;
}

/** Inserts a document. */
export async function insertDocument(db: Queryable, document: NewDocument, now: Date): Promise<DocumentRow> {
  const [row] = await db.query<DocumentRow>(
    `INSERT INTO documents AS d
       (workflow_id, name, original_name, media_type, size_bytes, uploaded_by, seller_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${documentColumns}`,
    [
      document.workflowId,
      document.name,
      document.originalName,
      document.mediaType,
      document.sizeBytes,
      document.uploadedBy,
      document.sellerId,
      now,
    ],
  );
  if (row === undefined) throw new Error('INSERT INTO documents returned no row');
  return row;
}

/** How many documents a workflow holds and their bytes in all. */
export async function workflowUsage(
  db: Queryable,
  workflowId: string,
): Promise<{ files: number; bytes: number }> {
  const [row] = await db.query<{ files: string; bytes: string }>(
    `SELECT count(*)::text AS files, coalesce(sum(size_bytes), 0)::text AS bytes
       FROM documents WHERE workflow_id = $1`,
    [workflowId],
  );
  return { files: Number(row?.files ?? 0), bytes: Number(row?.bytes ?? 0) };
}

/**
 * Up to `limit + 1` of a workflow's documents in `scope`, oldest first, after the cursor's when there is one.
 */
export async function listDocuments(
  db: Queryable,
  workflowId: string,
  scope: ThreadScope,
  limit: number,
  after: ListCursor | undefined,
): Promise<DocumentRow[]> {
  return db.query<DocumentRow>(
    `SELECT ${documentColumns} FROM documents d
      WHERE d.workflow_id = $1
        AND ($2::timestamptz IS NULL OR (d.created_at, d.id) > ($2::timestamptz, $3::uuid))
        AND ${inScope('d', '$5::uuid')}
      ORDER BY d.created_at, d.id
      LIMIT $4`,
    [workflowId, after?.createdAt ?? null, after?.id ?? null, limit + 1, scopeParam(scope)],
  );
}

/**
 * A document by its stored name, when `userId` reads its thread (the buyer's side every thread, a seller
 * its own and the broadcast ones); otherwise undefined.
 */
export async function findVisibleDocument(
  db: Queryable,
  name: string,
  userId: string,
): Promise<DocumentRow | undefined> {
  const [row] = await db.query<DocumentRow>(
    `SELECT ${documentColumns} FROM documents d
      WHERE d.name = $1 AND ${inAudience('documents', 'd.workflow_id', '$2')}
        AND (d.seller_id IS NULL OR d.seller_id = $2 OR ${inAudience(readersOfAll, 'd.workflow_id', '$2')}
             OR EXISTS (SELECT 1 FROM workflow_threads t
                          JOIN business_memberships bm ON bm.business_id = t.business_id
                         WHERE t.workflow_id = d.workflow_id AND t.seller_id = d.seller_id AND bm.user_id = $2))`,
    [name, userId],
  );
  return row;
}
