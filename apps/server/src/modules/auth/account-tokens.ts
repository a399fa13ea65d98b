// The tokens of mailed links (ADR 0097): random, kept only as their SHA-256, used once, expiring.
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/db.ts';
import { ApiError } from '../../lib/api-error.ts';

/** What a mailed link lets its holder do. */
export type TokenPurpose = 'password_reset' | 'email_verification' | 'email_change';

/** How long each kind of link works. */
export const tokenLifetimeMs: Readonly<Record<TokenPurpose, number>> = {
  password_reset: 30 * 60_000,
  email_verification: 7 * 24 * 60 * 60_000,
  email_change: 24 * 60 * 60_000,
};

export const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new random link token (base64url, 43 characters). */
export const newToken = (): string => randomBytes(32).toString('base64url');

/**
 * Makes a link token for the user, in `q`'s transaction, and answers it (the only time it exists in clear).
 * Earlier unused tokens of the same purpose stop working: only the newest link works.
 */
export async function issueToken(
  q: Queryable,
  userId: string,
  purpose: TokenPurpose,
  now: Date,
  email: string | null = null,
): Promise<string> {
  const token = newToken();
  await q.query(
    'UPDATE account_tokens SET used_at = $3 WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL',
    [userId, purpose, now],
  );
  await q.query(
    `INSERT INTO account_tokens (user_id, purpose, token_hash, email, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [userId, purpose, sha256(token), email, now, new Date(now.getTime() + tokenLifetimeMs[purpose])],
  );
  return token;
}

/** A used token: whose it was, and the address it was sent to (an e-mail change's new address). */
export interface SpentToken {
  userId: string;
  email: string | null;
}

/** The refusal of a token that is used, expired, unknown or forged: one answer for all. */
export const invalidToken = () =>
  new ApiError(400, 'validation_failed', 'This link is used, expired or not valid; ask for a new one', {
    detail: 'invalid_token',
  });

/**
 * Uses a token up in `q`'s transaction (one of two concurrent uses wins), or throws `invalidToken()` when it
 * is used, expired, unknown or of another purpose.
 */
export async function spendToken(
  q: Queryable,
  token: string,
  purpose: TokenPurpose,
  now: Date,
): Promise<SpentToken> {
  const [row] = await q.query<{ user_id: string; email: string | null }>(
    `UPDATE account_tokens SET used_at = $3
      WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3
      RETURNING user_id, email`,
    [sha256(token), purpose, now],
  );
  if (row === undefined) throw invalidToken();
  return { userId: row.user_id, email: row.email };
}
