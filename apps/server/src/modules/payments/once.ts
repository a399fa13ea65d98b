// Runs a money move once per `Idempotency-Key` (DESIGN.md §2), inside the transaction that does it: the
// first answer — success or a refusal (402, 409) — is recorded; the same request again gets it back; another
// request with the key is a 422.
import type { Queryable } from '../../db/db.ts';
import { ApiError } from '../../lib/api-error.ts';
import { claimKey, recordAnswer, requestHash } from '../proposals/index.ts';

/** How a keyed move ended. */
export type Outcome = { kind: 'done'; statusCode: number; id: string } | { kind: 'refused'; error: ApiError };

/** Refusals that are answers to the request (kept for the key), not failures to answer it. */
const kept = (error: unknown): error is ApiError =>
  error instanceof ApiError && (error.statusCode === 402 || error.statusCode === 409);

/**
 * Claims `key` for the caller and `operation` with the request's fingerprint, then runs `act` (which
 * answers the status and the id of what it moved). A replay answers what the first use answered.
 */
export async function once(
  tx: Queryable,
  user: { id: string },
  operation: string,
  key: string,
  request: unknown,
  now: Date,
  act: () => Promise<{ statusCode: number; id: string }>,
): Promise<Outcome> {
  const claim = await claimKey(tx, user.id, operation, key, requestHash({ operation, request }), now);
  if (claim.kind === 'replay') {
    const { statusCode, response } = claim;
    if (statusCode < 300 && response.id !== undefined) return { kind: 'done', statusCode, id: response.id };
    return {
      kind: 'refused',
      error: new ApiError(statusCode, response.code ?? 'conflict', response.message ?? 'Conflict'),
    };
  }
  // A refusal undoes whatever the move wrote before it was refused; the key's record stays.
  await tx.query('SAVEPOINT money_move');
  try {
    const answer = await act();
    await tx.query('RELEASE SAVEPOINT money_move');
    await recordAnswer(tx, user.id, operation, key, answer.statusCode, { id: answer.id });
    return { kind: 'done', ...answer };
  } catch (error) {
    if (!kept(error)) throw error;
    await tx.query('ROLLBACK TO SAVEPOINT money_move');
    await recordAnswer(tx, user.id, operation, key, error.statusCode, {
      code: error.code,
      message: error.message,
    });
    return { kind: 'refused', error };
  }
}

/** The id a move answered; throws its refusal. */
export function answered(outcome: Outcome): { statusCode: number; id: string } {
  if (outcome.kind === 'refused') throw outcome.error;
  return outcome;
}
