// `Idempotency-Key` (DESIGN.md §2), written once for every operation that declares it: a handler definition
// with `idempotent: true` gets its request's key, caller and fingerprint from the route builder, and runs
// its move through `keyedMove`. Per caller, operation and key the first answer — a success, or a refusal for
// the state of things (402, 409) — is kept for 24 hours: the same request again gets it back, another request
// with the key a 422. A refused move is rolled back to a savepoint, so nothing it wrote before the refusal
// survives, while the key's record of the refusal commits.
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db, Queryable } from '../db/db.ts';
import { ApiError, type ErrorCode } from './api-error.ts';
import { currentUser } from './current-user.ts';

/** How long a key is remembered. */
const keyLifetimeMs = 24 * 60 * 60_000;

/** What a keyed move answers: its status and the id of what it moved (read again after the commit). */
export interface KeyedAnswer {
  statusCode: number;
  id: string;
}

/** The key of one request, set by the route builder on operations declared `idempotent`. */
export interface IdempotentRequest {
  /** The operationId: keys are per operation. */
  operation: string;
  /** The `Idempotency-Key` header. */
  key: string;
  /** The request's fingerprint: its parameters and body. */
  hash: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The idempotency key of an operation declared `idempotent`. */
    idempotency?: IdempotentRequest;
  }
}

/** The fingerprint of a request: what it acts on and what it sends. */
const fingerprint = (parts: unknown) => createHash('sha256').update(JSON.stringify(parts)).digest('hex');

/** Called by the route builder for an operation declared `idempotent`, after validation. */
export function declareIdempotent(request: FastifyRequest, operation: string): void {
  const key = (request.headers as Record<string, unknown>)['idempotency-key'];
  if (typeof key !== 'string') {
    throw new ApiError(400, 'validation_failed', 'The Idempotency-Key header is required', {
      detail: 'headers must have required property idempotency-key',
    });
  }
  const parts = { operation, params: request.params, query: request.query, body: request.body ?? null };
  request.idempotency = { operation, key, hash: fingerprint(parts) };
}

type StoredAnswer = { code?: ErrorCode; message?: string; id?: string };

type Claim = { kind: 'new' } | { kind: 'replay'; statusCode: number; response: StoredAnswer };

/**
 * Claims a key inside the transaction that does the work. A new key is recorded (and released again if the
 * transaction rolls back); a key used before with the same request returns what was answered; with another
 * request, 422. Concurrent uses of one key wait for the first to commit.
 */
async function claim(tx: Queryable, userId: string, keyed: IdempotentRequest, now: Date): Promise<Claim> {
  const { operation, key, hash } = keyed;
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
    response: StoredAnswer | null;
  }>(
    'SELECT request_hash, status_code, response FROM idempotency_keys WHERE user_id = $1 AND operation = $2 AND key = $3',
    [userId, operation, key],
  );
  if (row !== undefined && row.request_hash !== hash) {
    throw new ApiError(422, 'idempotency_key_reused', 'This Idempotency-Key was used for another request');
  }
  if (row === undefined || row.status_code === null || row.response === null) {
    throw new ApiError(409, 'conflict', 'The request with this Idempotency-Key is still being processed');
  }
  return { kind: 'replay', statusCode: row.status_code, response: row.response };
}

async function record(
  tx: Queryable,
  userId: string,
  { operation, key }: IdempotentRequest,
  statusCode: number,
  response: StoredAnswer,
): Promise<void> {
  await tx.query(
    'UPDATE idempotency_keys SET status_code = $4, response = $5::json WHERE user_id = $1 AND operation = $2 AND key = $3',
    [userId, operation, key, statusCode, JSON.stringify(response)],
  );
}

/** Refusals that are answers to the request (kept for the key), not failures to answer it. */
const kept = (error: unknown): error is ApiError =>
  error instanceof ApiError && (error.statusCode === 402 || error.statusCode === 409);

/** Runs the move itself once per key; called by the work inside its transaction, after its access checks. */
export type Once = (move: () => Promise<KeyedAnswer>) => Promise<Outcome>;

/** How a keyed move ended (opaque to handlers: they return it from their work). */
export type Outcome = { kind: 'done'; answer: KeyedAnswer } | { kind: 'refused'; error: ApiError };

/**
 * Runs `work` in one transaction of `db`. The work checks access (a 404 or 403 is not kept for the key), then
 * hands its move to `once`. Resolves the move's answer — the first one, on a replay — after the commit, or
 * throws its kept refusal after the commit, so the record of the refusal stays.
 */
export async function keyedMove(
  request: FastifyRequest,
  db: Db,
  now: Date,
  work: (tx: Queryable, once: Once) => Promise<Outcome>,
): Promise<KeyedAnswer> {
  const keyed = request.idempotency;
  if (keyed === undefined) {
    throw new Error('keyedMove needs an operation declared idempotent (OperationHandler.idempotent)');
  }
  const userId = currentUser(request).id;
  const outcome = await db.transaction((tx) =>
    work(tx, async (move) => {
      const claimed = await claim(tx, userId, keyed, now);
      if (claimed.kind === 'replay') {
        const { statusCode, response } = claimed;
        if (statusCode < 300 && response.id !== undefined)
          return { kind: 'done', answer: { statusCode, id: response.id } };
        return {
          kind: 'refused',
          error: new ApiError(statusCode, response.code ?? 'conflict', response.message ?? 'Conflict'),
        };
      }
      await tx.query('SAVEPOINT keyed_move');
      try {
        const answer = await move();
        await tx.query('RELEASE SAVEPOINT keyed_move');
        await record(tx, userId, keyed, answer.statusCode, { id: answer.id });
        return { kind: 'done', answer };
      } catch (error) {
        if (!kept(error)) throw error;
        await tx.query('ROLLBACK TO SAVEPOINT keyed_move');
        await record(tx, userId, keyed, error.statusCode, { code: error.code, message: error.message });
        return { kind: 'refused', error };
      }
    }),
  );
  if (outcome.kind === 'refused') throw outcome.error;
  return outcome.answer;
}
