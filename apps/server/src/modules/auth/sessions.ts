import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { Db, Queryable } from '../../db/db.ts';
import type { AuthContext, SessionUser } from './context.ts';

export type { SessionUser };

import { signAccessToken } from './access-token.ts';

/** An access and refresh token pair for the client. */
export interface TokenPair {
  access_token: string;
  refresh_token: string;
  /** Seconds until the access token expires. */
  expires_in: number;
}

/** Why a session ended. */
export type RevokeReason =
  | 'logout'
  | 'password_change'
  | 'refresh_token_reuse'
  | 'signed_out_by_admin'
  | 'password_reset'
  | 'account_deleted';

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The token that replaces `token` when it is used: derived from it with a server key rather than drawn at
 * random, so that presenting the spent token again within the grace window can answer the very same child
 * without keeping the child's raw value anywhere (the database holds hashes only), on any instance.
 * The child is as unguessable as the parent: HMAC-SHA256 under a key the client never sees.
 */
function childToken(token: string, key: Uint8Array): string {
  return createHmac('sha256', key).update(token).digest('base64url');
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

async function pairFor(
  userId: string,
  sessionId: string,
  refreshToken: string,
  issuedAt: Date,
  now: Date,
  auth: AuthContext,
): Promise<TokenPair> {
  const ttlSeconds = auth.settings.accessTokenTtlSeconds;
  const iat = seconds(issuedAt);
  const accessToken = await signAccessToken(
    { userId, sessionId, issuedAt: iat, ttlSeconds },
    auth.keys.accessToken,
  );
  return {
    access_token: accessToken,
    refresh_token: refreshToken,
    expires_in: Math.max(0, iat + ttlSeconds - seconds(now)),
  };
}

/** Starts a session (a refresh-token family) for a user who just signed in; returns its first pair. */
export async function createSession(
  db: Queryable,
  userId: string,
  now: Date,
  auth: AuthContext,
): Promise<TokenPair & { sessionId: string; expiresAt: Date }> {
  const sessionId = randomUUID();
  const expiresAt = new Date(now.getTime() + auth.settings.sessionMaxAgeSeconds * 1000);
  await db.query('INSERT INTO auth_sessions (id, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
    sessionId,
    userId,
    now,
    expiresAt,
  ]);
  const refreshToken = randomBytes(32).toString('base64url');
  await db.query('INSERT INTO refresh_tokens (session_id, token_hash, created_at) VALUES ($1, $2, $3)', [
    sessionId,
    sha256(refreshToken),
    now,
  ]);
  return { sessionId, expiresAt, ...(await pairFor(userId, sessionId, refreshToken, now, now, auth)) };
}

interface TokenRow {
  id: string;
  session_id: string;
  token_hash: string;
  replaced_by: string | null;
  created_at: Date;
  used_at: Date | null;
  user_id: string;
  expires_at: Date;
  revoked_at: Date | null;
}

const tokenSelect = `SELECT t.id, t.session_id, t.token_hash, t.replaced_by, t.created_at, t.used_at,
         s.user_id, s.expires_at, s.revoked_at
    FROM refresh_tokens t JOIN auth_sessions s ON s.id = t.session_id`;

/** The outcome of a refresh: a pair and when its session ends, or a refusal (the caller answers 401). */
export type RefreshResult =
  | { ok: true; pair: TokenPair; expiresAt: Date }
  | { ok: false; reason: 'unknown' | 'revoked' | 'expired' }
  | { ok: false; reason: 'reused'; sessionId: string };

/** A spent token is followed at most this far to the family's current one. */
const maxGraceHops = 10;

/**
 * Trades a refresh token for a new pair (rotation). A token used before answers, within the grace
 * window, the family's current pair again (tabs refreshing at once); after it, its reuse revokes the
 * whole family. The session's absolute expiry is never extended.
 */
export async function refreshSession(
  db: Db,
  token: string,
  now: Date,
  auth: AuthContext,
): Promise<RefreshResult> {
  return db.transaction(async (tx): Promise<RefreshResult> => {
    // The row lock serialises two refreshes of one token on PostgreSQL: the second sees it used.
    const [row] = await tx.query<TokenRow>(`${tokenSelect} WHERE t.token_hash = $1 FOR UPDATE OF t`, [
      sha256(token),
    ]);
    if (row === undefined) return { ok: false, reason: 'unknown' };
    if (row.revoked_at !== null) return { ok: false, reason: 'revoked' };
    if (row.expires_at.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };

    if (row.used_at === null) {
      const child = childToken(token, auth.keys.refreshRotation);
      const [inserted] = await tx.query<{ id: string }>(
        `INSERT INTO refresh_tokens (session_id, token_hash, parent_id, created_at)
         VALUES ($1, $2, $3, $4) RETURNING id`,
        [row.session_id, sha256(child), row.id, now],
      );
      await tx.query('UPDATE refresh_tokens SET used_at = $2, replaced_by = $3 WHERE id = $1', [
        row.id,
        now,
        inserted?.id,
      ]);
      return {
        ok: true,
        pair: await pairFor(row.user_id, row.session_id, child, now, now, auth),
        expiresAt: row.expires_at,
      };
    }

    const graceEnds = row.used_at.getTime() + auth.settings.refreshGraceSeconds * 1000;
    if (now.getTime() <= graceEnds) {
      // Walk to the family's current token: each child is derived from its parent.
      let current = row;
      let raw = token;
      for (let hop = 0; hop < maxGraceHops && current.replaced_by !== null; hop++) {
        const [next] = await tx.query<TokenRow>(`${tokenSelect} WHERE t.id = $1`, [current.replaced_by]);
        const derived = childToken(raw, auth.keys.refreshRotation);
        // A different hash means the key changed since (a new JWT_SECRET): nothing to replay.
        if (next === undefined || next.token_hash !== sha256(derived))
          return { ok: false, reason: 'unknown' };
        current = next;
        raw = derived;
      }
      if (current.used_at !== null) return { ok: false, reason: 'unknown' };
      return {
        ok: true,
        pair: await pairFor(row.user_id, row.session_id, raw, current.created_at, now, auth),
        expiresAt: row.expires_at,
      };
    }

    // A spent token after the grace: it may have been stolen, so nobody keeps the family.
    await revokeSession(tx, row.session_id, 'refresh_token_reuse', now);
    return { ok: false, reason: 'reused', sessionId: row.session_id };
  });
}

/** Ends one session; an ended one stays as it was. Returns whether it was live. */
export async function revokeSession(
  db: Queryable,
  sessionId: string,
  reason: RevokeReason,
  now: Date,
): Promise<boolean> {
  const rows = await db.query(
    'UPDATE auth_sessions SET revoked_at = $2, revoked_reason = $3 WHERE id = $1 AND revoked_at IS NULL RETURNING id',
    [sessionId, now, reason],
  );
  return rows.length > 0;
}

/** Ends the session a refresh token belongs to, if it is the given user's. */
export async function revokeSessionOfToken(
  db: Queryable,
  token: string,
  userId: string,
  reason: RevokeReason,
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE auth_sessions SET revoked_at = $3, revoked_reason = $4
      WHERE revoked_at IS NULL AND user_id = $2
        AND id = (SELECT session_id FROM refresh_tokens WHERE token_hash = $1)`,
    [sha256(token), userId, now, reason],
  );
}

/** Ends every live session of a user except `keep`. Returns how many ended. */
export async function revokeOtherSessions(
  db: Queryable,
  userId: string,
  keep: string | undefined,
  reason: RevokeReason,
  now: Date,
): Promise<number> {
  const rows = await db.query(
    `UPDATE auth_sessions SET revoked_at = $3, revoked_reason = $4
      WHERE user_id = $1 AND revoked_at IS NULL AND ($2::uuid IS NULL OR id <> $2::uuid)
      RETURNING id`,
    [userId, keep ?? null, now, reason],
  );
  return rows.length;
}

/** The user of a session that has not reached its absolute expiry, if the session is that user's. */
export async function findSessionUser(
  db: Queryable,
  sessionId: string,
  userId: string,
  now: Date,
): Promise<SessionUser | undefined> {
  const [row] = await db.query<SessionUser>(
    `SELECT u.id, u.email, u.role, u.user_type, u.email_verified_at, s.revoked_at, s.expires_at
       FROM auth_sessions s JOIN users u ON u.id = s.user_id
      WHERE s.id = $1 AND s.user_id = $2 AND s.expires_at > $3`,
    [sessionId, userId, now],
  );
  return row;
}
