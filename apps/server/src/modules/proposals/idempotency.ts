// `Idempotency-Key` records (DESIGN.md §2): per caller, operation and key, the first answer is kept for
// 24 hours; the same request again gets it, another request with the same key a 422.
import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/db.ts';
import { ApiError, type ErrorCode } from '../../lib/api-error.ts';

/** How long a key is remembered. */
const keyLifetimeMs = 24 * 60 * 60_000;

/** What a key's earlier use answered, or that it is new. */
export type KeyClaim =
  | { kind: 'new' }
  | { kind: 'replay'; statusCode: number; response: { code?: ErrorCode; message?: string; id?: string } };

/** The fingerprint of a request: what it acts on and what it sends. */
export const requestHash = (parts: unknown) =>
  createHash('sha256').update(JSON.stringify(parts)).digest('hex');

/**
 * Claims a key inside the transaction that does the work. A key first used here is recorded (and released
 * again if the transaction rolls back); a key used before with the same request returns what was answered;
 * with another request, 422. Concurrent uses of one key wait for the first to commit.
 */
export async function claimKey(
  tx: Queryable,
  userId: string,
  operation: string,
  key: string,
  hash: string,
  now: Date,
): Promise<KeyClaim> {
  await tx.query(
    'DELETE FROM idempotency_keys WHERE user_id = $1 AND operation = $2 AND key = $3 AND created_at < $4',
    [userId, operation, key, new Date(now.getTime() - keyLifetimeMs)],
  );
  const inserted = await tx.query(
    `INSERT INTO idempotency_keys (user_id, operation, key, request_hash, created_at)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING key`,
    [userId, operation, key, hash, now],
  );
  if (inserted.length > 0) return { kind: 'new' };
  const [row] = await tx.query<{
    request_hash: string;
    status_code: number | null;
    response: { code?: ErrorCode; message?: string; id?: string } | null;
  }>(
    'SELECT request_hash, status_code, response FROM idempotency_keys WHERE user_id = $1 AND operation = $2 AND key = $3',
    [userId, operation, key],
  );
  if (row === undefined)
    throw new ApiError(409, 'conflict', 'The request with this Idempotency-Key is still being processed');
  if (row.request_hash !== hash) {
    throw new ApiError(422, 'idempotency_key_reused', 'This Idempotency-Key was used for another request');
  }
  if (row.status_code === null || row.response === null) {
    throw new ApiError(409, 'conflict', 'The request with this Idempotency-Key is still being processed');
  }
  return { kind: 'replay', statusCode: row.status_code, response: row.response };
}

/** Records the answer of a claimed key. */
export async function recordAnswer(
  tx: Queryable,
  userId: string,
  operation: string,
  key: string,
  statusCode: number,
  response: { code?: ErrorCode; message?: string; id?: string },
): Promise<void> {
  await tx.query(
    'UPDATE idempotency_keys SET status_code = $4, response = $5::json WHERE user_id = $1 AND operation = $2 AND key = $3',
    [userId, operation, key, statusCode, JSON.stringify(response)],
  );
}
